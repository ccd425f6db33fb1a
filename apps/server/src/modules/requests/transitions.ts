import type { RequestStatus } from './types';

/** Who may move a request: an admin of its project, the requester, or the requester's manager (org chart). */
export type Mover = 'admin' | 'requester' | 'manager';

export type Transition = {
  to: RequestStatus;
  from: readonly RequestStatus[];
  by: readonly Mover[];
  via: string;
};

/**
 * The request-action state machine: the one source of the service's checks, of the OpenAPI
 * descriptions and of docs/REQUESTS.md. `confirmed` and `rejected` are final. Each move is a conditional
 * update on the current status, so of two concurrent moves only one wins (the other gets 409).
 */
export const TRANSITIONS: readonly Transition[] = [
  {
    to: 'reviewed',
    from: ['pending', 'user_rejected'],
    by: ['admin', 'manager'],
    via: 'admin: `PUT /request-action/{id}` `{status: "reviewed", comment?, proposal?}`; manager: `POST /request-action/{id}/review`',
  },
  {
    to: 'user_accepted',
    from: ['reviewed'],
    by: ['requester'],
    via: '`POST /request-action/confirm` `{id, accept: true}`: the proposal, if any, replaces the payload',
  },
  {
    to: 'user_rejected',
    from: ['reviewed'],
    by: ['requester'],
    via: '`POST /request-action/confirm` `{id, accept: false}`: the proposal is dropped',
  },
  {
    to: 'confirmed',
    from: ['pending', 'user_accepted', 'user_rejected'],
    by: ['admin'],
    via: '`PUT /request-action/{id}` `{status: "confirmed"}`: a vacation takes its days from the balance, a vacation or training goes into the calendar',
  },
  {
    to: 'rejected',
    from: ['pending', 'reviewed', 'user_accepted', 'user_rejected'],
    by: ['admin'],
    via: '`PUT /request-action/{id}` `{status: "rejected"}`',
  },
];

export function transitionTo(to: RequestStatus): Transition | undefined {
  return TRANSITIONS.find((transition) => transition.to === to);
}

/** Whether `mover` may move a request from `from` to `to`. */
export function canMove(from: RequestStatus, to: RequestStatus, mover: Mover): boolean {
  const transition = transitionTo(to);
  return !!transition && transition.from.includes(from) && transition.by.includes(mover);
}

/** The table as Markdown, for the routes' OpenAPI descriptions. */
export function transitionsMarkdown(): string {
  return [
    '| From | To | By | How |',
    '|---|---|---|---|',
    ...TRANSITIONS.map(
      (transition) =>
        `| ${transition.from.join(', ')} | ${transition.to} | ${transition.by.join(', ')} | ${transition.via} |`,
    ),
    '',
    'A new request is `pending`. The requester edits (`PUT`) or deletes it only while it is `pending`;',
    '`confirmed` and `rejected` are final. Any other move answers 409 `INVALID_TRANSITION`.',
  ].join('\n');
}
