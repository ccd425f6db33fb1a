import type { Project as ServerProject } from '@fuel/server/contract';
import type { Project, V2Provider } from './types';

/**
 * The one place where the kit shapes a project: it keeps only the providers of type `v2`, as the
 * spec's Project entity says. Every service that returns a project passes it through here.
 */
export function toProject(project: ServerProject): Project {
  return {
    ...project,
    providers: project.providers.filter((provider): provider is V2Provider => provider.type === 'v2'),
  };
}
