const WEIGHTS = ['bold', 'bolder', 'semibold', 'medium', 'normal', 'light', 'lighter'] as const;

/** Font weights and italics. */
export function TextWeight() {
  return (
    <>
      {WEIGHTS.map((w) => (
        <p key={w} className={`fw-${w} mb-1`}>
          fw-{w}: the weight of this text.
        </p>
      ))}
      <p className="fst-italic mb-1">fst-italic: italic text.</p>
      <p className="fst-normal mb-0">fst-normal: text with normal font style.</p>
    </>
  );
}
