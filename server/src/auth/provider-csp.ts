/** The CSP for the provider's pages: forms may also lead back to the portal's origin. */
export function providerCsp(csp: string | undefined, publicOrigin: string): string | undefined {
  if (!csp) return csp;
  return csp.replace(/form-action ([^;]*)/, (_all, sources: string) =>
    sources.includes(publicOrigin)
      ? `form-action ${sources}`
      : `form-action ${sources} ${publicOrigin}`,
  );
}

/** A header's value when it is one string. */
export function headerText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
