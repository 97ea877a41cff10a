// Placeholder until the handlers land; replaced by the worker setup.
export async function startMockService(): Promise<void> {
  throw new Error('The mock service is not ready yet.');
}
