import type { FuelProduct } from '../vocabulary';
import type { StatementBalance, StatementLineKey } from './statement-schemas';

// The statement PDF's words in English and Georgian (the portal's table has its own, in its messages).

export type StatementLocale = 'en' | 'ka';

type Words = {
  title: string;
  company: string;
  identificationCode: string;
  period: string;
  generated: string;
  item: string;
  count: string;
  liters: string;
  amount: string;
  opening: string;
  closing: string;
  total: string;
  forInformation: string;
  note: string;
  balances: Record<StatementBalance, string>;
  sections: Record<'orders' | 'payments' | 'purchases' | 'points', string>;
  lines: Record<Exclude<StatementLineKey, 'purchase'>, string>;
  products: Record<FuelProduct, string>;
};

export const STATEMENT_WORDS: Record<StatementLocale, Words> = {
  en: {
    title: 'Reconciliation statement',
    company: 'Company',
    identificationCode: 'Identification code',
    period: 'Period',
    generated: 'Generated',
    item: 'Item',
    count: 'Count',
    liters: 'Liters',
    amount: 'Amount, GEL',
    opening: 'Opening balance',
    closing: 'Closing balance',
    total: 'Total',
    forInformation: 'for information',
    note: 'Lines for information move no balance. Money account: orders paid and points put on cards, less card purchases and the coupons and wholesale fuel issued; below zero, the company owes.',
    balances: { money: 'Money account', points: 'Points' },
    sections: {
      orders: 'Orders',
      payments: 'Payments received',
      purchases: 'Card purchases',
      points: 'Points',
    },
    lines: {
      ordersPlaced: 'Orders placed',
      fuelIssued: 'Fuel loaded onto cards',
      couponsIssued: 'Coupons issued',
      wholesaleIssued: 'Wholesale issued',
      paidByTransfer: 'Paid by transfer',
      paidOnline: 'Paid online',
      pointsToCards: 'Points put on cards',
      earned: 'Earned',
      reversed: 'Taken back (void)',
      transfer_in: 'Received',
      transfer_out: 'Transferred out',
      card_topup: 'Card top-up',
    },
    products: {
      EURO_REGULAR: 'Euro Regular',
      EURO_DIESEL: 'Euro Diesel',
      G_FORCE_PREMIUM: 'G-Force Premium',
      G_FORCE_REGULAR: 'G-Force Regular',
      G_FORCE_DIESEL: 'G-Force Diesel',
      G_FORCE_SUPER: 'G-Force Super',
      GAS: 'Gas',
    },
  },
  ka: {
    title: 'შედარების აქტი',
    company: 'კომპანია',
    identificationCode: 'საიდენტიფიკაციო კოდი',
    period: 'პერიოდი',
    generated: 'შედგენილია',
    item: 'მუხლი',
    count: 'რაოდენობა',
    liters: 'ლიტრი',
    amount: 'თანხა, ლარი',
    opening: 'საწყისი ნაშთი',
    closing: 'საბოლოო ნაშთი',
    total: 'სულ',
    forInformation: 'ინფორმაციისთვის',
    note: 'ინფორმაციისთვის ნაჩვენები სტრიქონები ნაშთს არ ცვლის. ფულადი ანგარიში: გადახდილი შეკვეთები და ბარათებზე გადატანილი ქულები, გამოკლებული ბარათით შესყიდვები და გაცემული კუპონები და საბითუმო საწვავი; ნულზე ნაკლები ნიშნავს კომპანიის დავალიანებას.',
    balances: { money: 'ფულადი ანგარიში', points: 'ქულები' },
    sections: {
      orders: 'შეკვეთები',
      payments: 'მიღებული გადახდები',
      purchases: 'ბარათით შესყიდვები',
      points: 'ქულები',
    },
    lines: {
      ordersPlaced: 'განთავსებული შეკვეთები',
      fuelIssued: 'ბარათებზე ჩატვირთული საწვავი',
      couponsIssued: 'გაცემული კუპონები',
      wholesaleIssued: 'გაცემული საბითუმო შეკვეთები',
      paidByTransfer: 'გადახდილი გადარიცხვით',
      paidOnline: 'გადახდილი ონლაინ',
      pointsToCards: 'ბარათებზე გადატანილი ქულები',
      earned: 'დარიცხული',
      reversed: 'დაბრუნებული (გაუქმება)',
      transfer_in: 'მიღებული',
      transfer_out: 'გადატანილი',
      card_topup: 'ბარათის შევსება',
    },
    products: {
      EURO_REGULAR: 'ევრო რეგულარი',
      EURO_DIESEL: 'ევრო დიზელი',
      G_FORCE_PREMIUM: 'G-Force პრემიუმი',
      G_FORCE_REGULAR: 'G-Force რეგულარი',
      G_FORCE_DIESEL: 'G-Force დიზელი',
      G_FORCE_SUPER: 'G-Force სუპერი',
      GAS: 'გაზი',
    },
  },
};
