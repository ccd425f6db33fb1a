import type { Sender } from '@fuel/sdk/fleet';
import { FleetCardsService } from '@fuel/sdk/fleet/cards';
import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readPageTableParams, readTableParams, TABLE_PAGE_SIZE } from '@/components/data-table/table-params';
import { cardQueries } from '@/features/cards/card-queries';
import {
  ARCHIVE_SECTIONS,
  CLOSED_CARD_FILTERS,
  CLOSED_CARDS_DEFAULT_SORT,
  closedCardsInput,
  shownSection,
} from './archive-queries';

describe('shownSection', () => {
  const cardsOnly = ARCHIVE_SECTIONS.filter((section) => section.action === 'orderCard.read');

  it('opens the section the address names, else the first one shown', () => {
    expect(shownSection(ARCHIVE_SECTIONS, 'cards')?.key).toBe('cards');
    expect(shownSection(ARCHIVE_SECTIONS, null)?.key).toBe('orders');
    expect(shownSection(ARCHIVE_SECTIONS, 'unknown')?.key).toBe('orders');
    expect(shownSection(cardsOnly, 'orders')?.key).toBe('cardOrders');
    expect(shownSection([], 'cards')).toBeUndefined();
  });
});

describe('closed cards', () => {
  const cards = new FleetCardsService({} as Sender);
  const address = '?tab=cards&page=3&q=GE&type=FUEL&from=2026-01-01&sort=number&order=desc';

  it("are read on the server under the browser's key", async () => {
    const browser = readTableParams(
      new URLSearchParams(address),
      CLOSED_CARD_FILTERS,
      CLOSED_CARDS_DEFAULT_SORT,
    );
    const server = await readPageTableParams(
      Promise.resolve(Object.fromEntries(new URLSearchParams(address))),
      CLOSED_CARD_FILTERS,
      CLOSED_CARDS_DEFAULT_SORT,
    );
    const keyOf = (params: typeof browser) =>
      hashKey(cardQueries.list(cards, closedCardsInput(params, TABLE_PAGE_SIZE)).queryKey);
    expect(keyOf(server)).toBe(keyOf(browser));
  });

  it('are the closed ones, newest closing first by default', () => {
    const params = readTableParams(new URLSearchParams(), CLOSED_CARD_FILTERS, CLOSED_CARDS_DEFAULT_SORT);
    expect(closedCardsInput(params, TABLE_PAGE_SIZE)).toEqual({
      statusIn: ['closed'],
      sort: 'closed',
      order: 'desc',
      page: 1,
      limit: TABLE_PAGE_SIZE,
    });
  });
});
