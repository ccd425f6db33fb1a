import { path } from '../path';
import type { Sender } from '../service';
import { AdminChatService } from '../services/admin-chat';
import { AdminContactRequestsService } from '../services/admin-contact';
import { AdminHolidaysService } from '../services/admin-holidays';
import { AdminItemsService } from '../services/admin-items';
import { AdminNotificationsService } from '../services/admin-notifications';
import { AdminOrdersService } from '../services/admin-orders';
import { AdminProfilesService } from '../services/admin-profiles';
import { AdminProjectService } from '../services/admin-project';
import { AdminProjectRequestActionsService } from '../services/admin-request-actions';
import { CustomTypesService } from '../services/custom-types';
import { EmployeesService } from '../services/employees';
import { EntitiesService } from '../services/entities';
import { ProvidersService } from '../services/providers';
import { WebhooksService } from '../services/webhooks';

/**
 * One project of an admin's: `AdminClient.project(id)`. Its own calls (`get`, `update`, `rotateKey`,
 * `stats`, `documents`) and its services all carry the project id, so calls do not repeat it. Making
 * one makes no request; a project the admin does not manage answers every call with 404 `NOT_FOUND`.
 */
export class AdminProjectScope extends AdminProjectService {
  readonly providers: ProvidersService;
  readonly customTypes: CustomTypesService;
  readonly entities: EntitiesService;
  readonly requestActions: AdminProjectRequestActionsService;
  readonly holidays: AdminHolidaysService;
  readonly employees: EmployeesService;
  /** Messages from the project's public contact form. */
  readonly contactRequests: AdminContactRequestsService;
  readonly items: AdminItemsService;
  readonly orders: AdminOrdersService;
  readonly profiles: AdminProfilesService;
  /** Notifications to the project's users (any channel) and the local SMS outbox. */
  readonly notifications: AdminNotificationsService;
  /** Support conversations over REST; the live chat is `ChatClient` from `@fuel/sdk/chat`. */
  readonly chat: AdminChatService;
  /** The retailer's project-wide webhook endpoints: every company's events. */
  readonly webhooks: WebhooksService;

  constructor(sender: Sender, projectId: string) {
    super(sender, projectId);
    this.providers = new ProvidersService(sender, projectId);
    this.customTypes = new CustomTypesService(sender, projectId);
    this.entities = new EntitiesService(sender, projectId);
    this.requestActions = new AdminProjectRequestActionsService(sender, projectId);
    this.holidays = new AdminHolidaysService(sender, projectId);
    this.employees = new EmployeesService(sender, projectId);
    this.contactRequests = new AdminContactRequestsService(sender, projectId);
    this.items = new AdminItemsService(sender, projectId);
    this.orders = new AdminOrdersService(sender, projectId);
    this.profiles = new AdminProfilesService(sender, projectId);
    this.notifications = new AdminNotificationsService(sender, projectId);
    this.chat = new AdminChatService(sender, projectId);
    this.webhooks = new WebhooksService(sender, path`/project/${projectId}/webhooks`);
  }

  /** The project's id. */
  get id(): string {
    return this.projectId;
  }
}
