/** Start, centre and end alignment, and alignment that changes at a breakpoint. */
export function TextAlignment() {
  const box = 'border rounded p-2 mb-2 bg-body-tertiary';
  return (
    <>
      <p className={`${box} text-start`}>text-start: follows the reading direction.</p>
      <p className={`${box} text-center`}>text-center: centred.</p>
      <p className={`${box} text-end`}>text-end: the other side of the reading direction.</p>
      <p className={`${box} text-center text-md-end mb-0`}>
        text-center text-md-end: centred on phones, at the end from md up.
      </p>
    </>
  );
}
