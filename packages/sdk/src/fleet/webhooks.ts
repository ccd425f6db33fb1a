import type { Sender } from '../service';
import { WebhooksService } from '../services/webhooks';

/** The company's webhook endpoints and their deliveries (the integrations page): `/fleet/webhooks`. */
export class FleetWebhooksService extends WebhooksService {
  constructor(transport: Sender) {
    super(transport, '/fleet/webhooks');
  }
}
