/** Underline, line-through, none, and a monospace font. */
export function TextDecoration() {
  return (
    <>
      <p className="text-decoration-underline">.text-decoration-underline</p>
      <p className="text-decoration-line-through">.text-decoration-line-through</p>
      <p>
        <a href="#text-decoration" className="text-decoration-none">
          .text-decoration-none on a link
        </a>
      </p>
      <p className="font-monospace mb-0">.font-monospace: KMC-2024-0192</p>
    </>
  );
}
