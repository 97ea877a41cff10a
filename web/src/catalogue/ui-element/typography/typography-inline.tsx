/** The inline text elements HTML offers, as Bootstrap styles them. */
export function TypographyInline() {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      <li>
        You can use the mark tag to <mark>highlight</mark> text.
      </li>
      <li>
        <del>This line is deleted text.</del>
      </li>
      <li>
        <s>This line is no longer accurate.</s>
      </li>
      <li>
        <ins>This line is an addition to the document.</ins>
      </li>
      <li>
        <u>This line is underlined.</u>
      </li>
      <li>
        <small>This line is fine print.</small>
      </li>
      <li>
        <strong>This line is bold.</strong>
      </li>
      <li>
        <em>This line is italic.</em>
      </li>
      <li>
        <abbr title="Kenya shillings">KES</abbr> and{' '}
        <abbr title="Constituency Development Fund" className="initialism">
          cdf
        </abbr>{' '}
        are abbreviations.
      </li>
      <li>
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search; the field is <code>project_code</code>.
      </li>
      <li>
        Water<sub>2</sub> and 10<sup>6</sup> shillings.
      </li>
    </ul>
  );
}
