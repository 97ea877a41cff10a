/** Lower case, upper case and capitalised words. */
export function TextTransform() {
  return (
    <>
      <p className="text-lowercase">text-lowercase: KIBWEZI WEST WARD.</p>
      <p className="text-uppercase">text-uppercase: kibwezi west ward.</p>
      <p className="text-capitalize mb-0">text-capitalize: kibwezi west ward.</p>
    </>
  );
}
