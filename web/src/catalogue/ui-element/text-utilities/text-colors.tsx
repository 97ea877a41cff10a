const THEME = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const;

/**
 * Text colours. The theme colours are made for light surfaces, so they are shown on one; the
 * `-emphasis` and body colours follow the colour mode and suit both.
 */
export function TextColors() {
  return (
    <div className="row g-3">
      <div className="col-md-6">
        <p className="small text-body-secondary mb-2">text-*, on a light surface</p>
        <div data-bs-theme="light" className="bg-white border rounded p-3">
          {THEME.map((c) => (
            <p key={c} className={`text-${c} mb-1`}>
              .text-{c}
            </p>
          ))}
          <p className="text-body mb-1">.text-body</p>
          <p className="text-black mb-1">.text-black</p>
          <p className="text-light bg-dark px-1 mb-0">.text-light (on dark)</p>
        </div>
      </div>
      <div className="col-md-6">
        <p className="small text-body-secondary mb-2">text-*-emphasis, for either mode</p>
        <div className="border rounded p-3">
          {THEME.map((c) => (
            <p key={c} className={`text-${c}-emphasis mb-1`}>
              .text-{c}-emphasis
            </p>
          ))}
          <p className="text-body-emphasis mb-1">.text-body-emphasis</p>
          <p className="text-body-secondary mb-0">.text-body-secondary</p>
        </div>
      </div>
    </div>
  );
}
