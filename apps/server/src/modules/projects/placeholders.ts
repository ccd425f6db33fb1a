import type { ProjectStats, SampleDocument } from './schemas';

// The spec defines project stats and sample documents as fixed placeholder data, not real figures.

export const PLACEHOLDER_STATS: ProjectStats = {
  userCount: 1280,
  contentCount: 342,
  registeredUserCount: 1034,
  currentBillAmount: { amount: 49_900, currency: 'GEL' },
};

export const PLACEHOLDER_DOCUMENTS: SampleDocument[] = [
  {
    id: 'terms-of-service',
    title: 'Terms of service',
    description: 'The platform terms that apply to this project.',
    previewURL: '/docs/placeholders/terms-of-service.pdf',
    isAccepted: true,
    acceptedAt: new Date('2026-01-15T09:00:00.000Z'),
    acceptedBy: 'admin@demo.ge',
    validFrom: new Date('2026-01-01T00:00:00.000Z'),
  },
  {
    id: 'data-processing-agreement',
    title: 'Data processing agreement',
    description: 'How end-user data is processed and stored.',
    previewURL: '/docs/placeholders/data-processing-agreement.pdf',
    isAccepted: false,
    acceptedAt: null,
    acceptedBy: null,
    validFrom: new Date('2026-06-01T00:00:00.000Z'),
  },
];
