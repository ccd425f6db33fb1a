import type { FleetAction } from '../fleet/permissions';
import type { NotificationsService } from '../notifications/service';
import type { WebhookEndpointRow } from './tables';

const TITLE = { en: 'Webhook endpoint disabled', ka: 'ვებჰუკის მისამართი გაითიშა' };
const companyBody = (url: string) => ({
  en: `${url} answered 410 Gone, so it was disabled and receives no more events. Enable it again on the Integrations page once it is back.`,
  ka: `${url}-მა დააბრუნა 410 Gone, ამიტომ გაითიშა და მოვლენებს აღარ იღებს. როცა აღდგება, ხელახლა ჩართეთ ინტეგრაციების გვერდზე.`,
});
const projectBody = (url: string) => ({
  en: `${url} answered 410 Gone, so it was disabled and receives no more events. Enable it again in the back office's Webhooks once it is back.`,
  ka: `${url}-მა დააბრუნა 410 Gone, ამიტომ გაითიშა და მოვლენებს აღარ იღებს. როცა აღდგება, ხელახლა ჩართეთ ბექ-ოფისის ვებჰუკებში.`,
});

/**
 * The notice that an endpoint answered 410 Gone and was disabled: a company's endpoint tells the
 * company's members who may edit its integrations (in the portal and by e-mail); a project-wide one
 * e-mails the project's admins (platform accounts, not end users: one message in both languages).
 */
export function goneNotice(deps: {
  notifications: Pick<NotificationsService, 'send'>;
  membersAllowed: (companyId: string, action: FleetAction) => Promise<string[]>;
  adminEmails: (projectId: string) => Promise<string[]>;
}) {
  const data = (endpoint: WebhookEndpointRow) => ({ kind: 'webhook.disabled', endpointId: endpoint.id });

  async function toCompany(endpoint: WebhookEndpointRow, companyId: string) {
    const userIds = await deps.membersAllowed(companyId, 'integrations.write');
    if (!userIds.length) return;
    for (const type of ['IN_APP', 'EMAIL'] as const) {
      await deps.notifications.send({
        projectId: endpoint.projectId,
        type,
        to: { userIds },
        title: TITLE,
        body: companyBody(endpoint.url),
        data: data(endpoint),
        sentBy: 'system:webhooks',
      });
    }
  }

  async function toProjectAdmins(endpoint: WebhookEndpointRow) {
    const emails = await deps.adminEmails(endpoint.projectId);
    if (!emails.length) return;
    const body = projectBody(endpoint.url);
    await deps.notifications.send({
      projectId: endpoint.projectId,
      type: 'EMAIL',
      to: { emails },
      title: { en: `${TITLE.en} · ${TITLE.ka}` },
      body: { en: `${body.en}\n\n${body.ka}` },
      data: data(endpoint),
      sentBy: 'system:webhooks',
    });
  }

  return (endpoint: WebhookEndpointRow) =>
    endpoint.companyId ? toCompany(endpoint, endpoint.companyId) : toProjectAdmins(endpoint);
}
