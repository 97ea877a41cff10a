/** The six display sizes, for headings that must stand out more than h1. */
export function TypographyDisplay() {
  return (
    <>
      {([1, 2, 3, 4, 5, 6] as const).map((n) => (
        <p key={n} className={`display-${n} text-truncate`}>
          Display {n}
        </p>
      ))}
    </>
  );
}
