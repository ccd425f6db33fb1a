import type { Project as ServerProject } from '@fuel/server/contract';
import type { AdminProject, Project, V2Provider } from './types';

/**
 * The one place where the kit shapes a project: it keeps only the providers of type `v2`, as the
 * spec's Project entity says. Every service that returns a project passes it through here.
 */
export function toProject(project: ServerProject): Project {
  const { private_api_key: _privateKey, ...rest } = project;
  return {
    ...rest,
    providers: project.providers.filter((provider): provider is V2Provider => provider.type === 'v2'),
  };
}

/** A project as its admins get it: {@link toProject} with the private key the server sends them. */
export function toAdminProject(project: ServerProject): AdminProject {
  return { ...toProject(project), private_api_key: project.private_api_key ?? '' };
}
