import type { TestProject } from 'vitest/node';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    serverUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('portalUrl', product.portalUrl);
  project.provide('serverUrl', product.serverUrl);
  return async () => {
    const code = await product.stop();
    if (code !== 0) throw new Error(`npm start did not stop cleanly on Ctrl-C (exit ${code})`);
  };
}
