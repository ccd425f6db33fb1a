import type { FleetAction } from '../fleet/permissions';
import type { NotificationsService } from '../notifications/service';
import type { WebhookEndpointRow } from './tables';

/**
 * The notice that an endpoint answered 410 Gone and was disabled: in the portal and by e-mail to the
 * company's members who may edit its integrations. (A project-wide endpoint's state shows in the
 * back office's list as `disabledReason: gone`.)
 */
export function goneNotice(deps: {
  notifications: Pick<NotificationsService, 'send'>;
  membersAllowed: (companyId: string, action: FleetAction) => Promise<string[]>;
}) {
  return async (endpoint: WebhookEndpointRow) => {
    if (!endpoint.companyId) return;
    const userIds = await deps.membersAllowed(endpoint.companyId, 'integrations.write');
    if (!userIds.length) return;
    const title = { en: 'Webhook endpoint disabled', ka: 'ვებჰუკის მისამართი გაითიშა' };
    const body = {
      en: `${endpoint.url} answered 410 Gone, so it was disabled and receives no more events. Enable it again on the Integrations page once it is back.`,
      ka: `${endpoint.url}-მა დააბრუნა 410 Gone, ამიტომ გაითიშა და მოვლენებს აღარ იღებს. როცა აღდგება, ხელახლა ჩართეთ ინტეგრაციების გვერდზე.`,
    };
    const data = { kind: 'webhook.disabled', endpointId: endpoint.id };
    for (const type of ['IN_APP', 'EMAIL'] as const) {
      await deps.notifications.send({
        projectId: endpoint.projectId,
        type,
        to: { userIds },
        title,
        body,
        data,
        sentBy: 'system:webhooks',
      });
    }
  };
}
