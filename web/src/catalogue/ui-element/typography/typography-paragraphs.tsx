/** A lead paragraph, body text, small print and muted text. */
export function TypographyParagraphs() {
  return (
    <>
      <p className="lead">
        The lead paragraph stands out: Makueni County publishes every development project, its
        budget and its progress.
      </p>
      <p>
        Body text. Each project belongs to a ward and a department, and moves from planned to
        ongoing to complete; a project that stops before completion is stalled.
      </p>
      <p>
        <small>Small print, for notes and sources: figures in Kenya shillings.</small>
      </p>
      <p className="text-body-secondary mb-0">Muted text for secondary information.</p>
    </>
  );
}
