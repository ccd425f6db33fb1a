import type { ContentFieldInput } from '../modules/content/schemas';

/**
 * The business portal's content: models and published entries in English and Georgian.
 * Data only; `content.ts` writes it through the content service (so every entry is validated).
 */

type Text = { en: string; ka: string };
type Entry = { slug?: string; data: Record<string, unknown> };
type Model = { apiId: string; name: string; description: string; fields: ContentFieldInput[] };

const title: ContentFieldInput = {
  id: 'title',
  name: 'Title',
  type: 'text',
  localized: true,
  required: true,
  maxLength: 200,
};
const image: ContentFieldInput = { id: 'image', name: 'Image', type: 'image' };
const href: ContentFieldInput = {
  id: 'href',
  name: 'Link',
  type: 'text',
  required: true,
  pattern: '^(/|https?://|mailto:|tel:)\\S*$',
};
const order: ContentFieldInput = { id: 'order', name: 'Order', type: 'number', required: true, min: 0 };

export const PRODUCTS = [
  'Euro Regular',
  'Euro Diesel',
  'G-Force Premium',
  'G-Force Regular',
  'G-Force Diesel',
  'G-Force Super',
  'Gas',
] as const;
export const SERVICES = ['car-wash', 'shop', 'cafe', 'atm', 'toilet', 'ev-charging', 'tyre-service'] as const;

export const models: Model[] = [
  {
    apiId: 'news',
    name: 'News',
    description: 'Company news: prices, stations, services',
    fields: [
      title,
      { id: 'summary', name: 'Summary', type: 'text', localized: true, maxLength: 500 },
      { id: 'body', name: 'Body', type: 'rich_text', localized: true, required: true },
      {
        id: 'category',
        name: 'Category',
        type: 'enum',
        options: ['prices', 'stations', 'company', 'promotions'],
        required: true,
      },
      { id: 'date', name: 'Date', type: 'date', required: true },
      image,
    ],
  },
  {
    apiId: 'blog-post',
    name: 'Blog post',
    description: 'Articles about fleet cards, saving fuel and driving',
    fields: [
      title,
      { id: 'excerpt', name: 'Excerpt', type: 'text', localized: true, maxLength: 500 },
      { id: 'body', name: 'Body', type: 'rich_text', localized: true, required: true },
      { id: 'author', name: 'Author', type: 'text', localized: true, required: true },
      { id: 'date', name: 'Date', type: 'date', required: true },
      { id: 'readingMinutes', name: 'Reading time (minutes)', type: 'number', min: 1, max: 60 },
      {
        id: 'tags',
        name: 'Tags',
        type: 'enum',
        multiple: true,
        options: ['fleet-cards', 'saving-fuel', 'business', 'safety', 'electric'],
      },
      image,
    ],
  },
  {
    apiId: 'tender',
    name: 'Tender',
    description: 'Open procurement tenders',
    fields: [
      title,
      {
        id: 'reference',
        name: 'Reference',
        type: 'text',
        required: true,
        unique: true,
        pattern: '^T-\\d{4}-\\d{3}$',
        maxLength: 20,
      },
      { id: 'description', name: 'Description', type: 'rich_text', localized: true, required: true },
      { id: 'deadline', name: 'Deadline', type: 'date', required: true },
      {
        id: 'category',
        name: 'Category',
        type: 'enum',
        options: ['construction', 'equipment', 'services', 'it'],
        required: true,
      },
      {
        id: 'contactEmail',
        name: 'Contact e-mail',
        type: 'text',
        required: true,
        pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
      },
      { id: 'documents', name: 'Documents', type: 'file', multiple: true },
    ],
  },
  {
    apiId: 'page',
    name: 'Page',
    description: 'Custom pages (about, contact); the entry slug is the page address',
    fields: [
      title,
      { id: 'summary', name: 'Summary', type: 'text', localized: true, maxLength: 500 },
      { id: 'body', name: 'Body', type: 'rich_text', localized: true, required: true },
      image,
    ],
  },
  {
    apiId: 'navigation',
    name: 'Navigation',
    description: 'Items of the main menu, shown by ascending order',
    fields: [
      { id: 'label', name: 'Label', type: 'text', localized: true, required: true, maxLength: 60 },
      href,
      order,
    ],
  },
  {
    apiId: 'footer',
    name: 'Footer',
    description: 'Footer links; grouped into columns by column number, then shown by ascending order',
    fields: [
      { id: 'column', name: 'Column', type: 'number', required: true, min: 1, max: 6 },
      {
        id: 'columnTitle',
        name: 'Column title',
        type: 'text',
        localized: true,
        required: true,
        maxLength: 60,
      },
      { id: 'label', name: 'Label', type: 'text', localized: true, required: true, maxLength: 80 },
      href,
      order,
    ],
  },
  {
    apiId: 'business-card-block',
    name: 'Business card block',
    description: 'The home page block about fuel cards for businesses',
    fields: [
      title,
      { id: 'body', name: 'Body', type: 'rich_text', localized: true, required: true },
      image,
      { id: 'ctaLabel', name: 'Button label', type: 'text', localized: true, maxLength: 60 },
      { ...href, id: 'ctaHref', name: 'Button link', required: false },
    ],
  },
  {
    apiId: 'station',
    name: 'Station',
    description: 'Filling stations: location, fuels and services',
    fields: [
      {
        id: 'code',
        name: 'Code',
        type: 'text',
        required: true,
        unique: true,
        pattern: '^[A-Z]{3}-\\d{2}$',
        maxLength: 6,
      },
      { id: 'name', name: 'Name', type: 'text', localized: true, required: true, maxLength: 120 },
      { id: 'city', name: 'City', type: 'text', localized: true, required: true, maxLength: 60 },
      { id: 'address', name: 'Address', type: 'text', localized: true, required: true, maxLength: 200 },
      { id: 'lat', name: 'Latitude', type: 'number', required: true, min: 41, max: 43.6 },
      { id: 'lng', name: 'Longitude', type: 'number', required: true, min: 40, max: 46.8 },
      { id: 'products', name: 'Fuels', type: 'enum', multiple: true, required: true, options: [...PRODUCTS] },
      { id: 'services', name: 'Services', type: 'enum', multiple: true, options: [...SERVICES] },
      { id: 'openingHours', name: 'Opening hours', type: 'text', localized: true, required: true },
    ],
  },
];

const news: Entry[] = [
  {
    slug: 'new-station-batumi-airport-highway',
    data: {
      title: {
        en: "New station opens on Batumi's Airport Highway",
        ka: 'ბათუმში, აეროპორტის გზატკეცილზე, ახალი სადგური გაიხსნა',
      },
      summary: {
        en: 'G-Force fuels, a car wash, a café and fast EV charging, open around the clock.',
        ka: 'G-Force-ის საწვავი, ავტოსამრეცხაო, კაფე და ელექტრომობილების სწრაფი დამტენი — სადგური 24 საათის განმავლობაში მუშაობს.',
      },
      body: {
        en: '<p>Our new station at 25 Airport Highway in Batumi is now open. Drivers can fill up with G-Force Premium, G-Force Super, G-Force Diesel and Euro Regular, wash their car and have a coffee in the café.</p><p>The station also has two fast chargers for electric vehicles.</p>',
        ka: '<p>ბათუმში, აეროპორტის გზატკეცილის 25 ნომერში, ჩვენი ახალი სადგური გაიხსნა. მძღოლებს შეუძლიათ ავზი შეავსონ G-Force Premium-ით, G-Force Super-ით, G-Force Diesel-ითა და ევრო რეგულარით, გარეცხონ ავტომობილი და კაფეში ყავა დალიონ.</p><p>სადგურზე ასევე განთავსებულია ელექტრომობილების ორი სწრაფი დამტენი.</p>',
      },
      category: 'stations',
      date: '2026-10-05',
    },
  },
  {
    slug: 'euro-diesel-price-reduced',
    data: {
      title: { en: 'Euro Diesel price reduced by 10 tetri', ka: 'ევრო დიზელის ფასი 10 თეთრით შემცირდა' },
      summary: {
        en: 'From 20 October, Euro Diesel costs 3.09 GEL per liter at all our stations.',
        ka: '20 ოქტომბრიდან ევრო დიზელის ფასი ყველა ჩვენს სადგურზე ლიტრზე 3.09 ლარია.',
      },
      body: {
        en: '<p>Following the fall in world oil prices, we have lowered the price of Euro Diesel by 10 tetri per liter. The new price applies at every station in Georgia, including payments with fleet cards.</p>',
        ka: '<p>მსოფლიო ბაზარზე ნავთობის ფასის კლების შემდეგ ევრო დიზელის ფასი ლიტრზე 10 თეთრით შევამცირეთ. ახალი ფასი მოქმედებს საქართველოს ყველა სადგურზე, მათ შორის საწვავის ბარათით გადახდისას.</p>',
      },
      category: 'prices',
      date: '2026-10-20',
    },
  },
  {
    slug: 'kutaisi-nikea-station-reopens',
    data: {
      title: {
        en: 'Kutaisi station on Nikea Street reopens after renovation',
        ka: 'ქუთაისში, ნიკეას ქუჩაზე მდებარე სადგური განახლების შემდეგ კვლავ გაიხსნა',
      },
      summary: {
        en: 'New dispensers, a larger shop and a tyre service.',
        ka: 'ახალი გასაცემი სვეტები, უფრო დიდი მაღაზია და საბურავების სერვისი.',
      },
      body: {
        en: '<p>After two months of works, the station at 42 Nikea Street is open again. It now has eight new dispensers, a larger shop and a tyre service.</p>',
        ka: '<p>ორთვიანი სამუშაოების შემდეგ ნიკეას ქუჩის 42 ნომერში მდებარე სადგური კვლავ ღიაა. სადგურზე დამონტაჟდა რვა ახალი გასაცემი სვეტი, გაფართოვდა მაღაზია და დაემატა საბურავების სერვისი.</p>',
      },
      category: 'stations',
      date: '2026-11-02',
    },
  },
  {
    slug: 'g-force-prices-16-november',
    data: {
      title: {
        en: 'G-Force Premium and G-Force Super prices from 16 November',
        ka: 'G-Force Premium-ისა და G-Force Super-ის ფასები 16 ნოემბრიდან',
      },
      summary: {
        en: 'Prices rise by 5 tetri per liter because of higher import costs.',
        ka: 'იმპორტის ხარჯების ზრდის გამო ფასი ლიტრზე 5 თეთრით იზრდება.',
      },
      body: {
        en: '<p>From 16 November, G-Force Premium costs 3.35 GEL and G-Force Super 3.55 GEL per liter. Prices of Euro Regular, Euro Diesel and gas do not change.</p>',
        ka: '<p>16 ნოემბრიდან G-Force Premium-ის ფასი ლიტრზე 3.35 ლარია, G-Force Super-ის — 3.55 ლარი. ევრო რეგულარის, ევრო დიზელისა და გაზის ფასები არ იცვლება.</p>',
      },
      category: 'prices',
      date: '2026-11-16',
    },
  },
  {
    slug: 'fast-ev-charging-ten-stations',
    data: {
      title: {
        en: 'Fast EV charging now at ten stations',
        ka: 'ელექტრომობილების სწრაფი დამტენები უკვე ათ სადგურზეა',
      },
      summary: {
        en: 'Chargers are now in Tbilisi, Batumi, Kutaisi and along the East–West Highway.',
        ka: 'დამტენები განთავსებულია თბილისში, ბათუმში, ქუთაისსა და აღმოსავლეთ-დასავლეთის მაგისტრალზე.',
      },
      body: {
        en: '<p>We have installed fast chargers at ten stations. Charging is paid by bank card or fleet card, and most cars charge fully in 30 to 40 minutes.</p>',
        ka: '<p>სწრაფი დამტენები ათ სადგურზე დავამონტაჟეთ. დამუხტვის საფასურის გადახდა შეგიძლიათ საბანკო ან საწვავის ბარათით. ავტომობილების უმეტესობის სრულად დამუხტვას 30-დან 40 წუთამდე სჭირდება.</p>',
      },
      category: 'stations',
      date: '2026-11-20',
    },
  },
];

const nino: Text = { en: 'Nino Beridze', ka: 'ნინო ბერიძე' };
const giorgi: Text = { en: 'Giorgi Kapanadze', ka: 'გიორგი კაპანაძე' };

const blogPosts: Entry[] = [
  {
    slug: 'fleet-cards-for-small-business',
    data: {
      title: {
        en: 'How a fleet card helps a small business control fuel costs',
        ka: 'როგორ ეხმარება საწვავის ბარათი მცირე ბიზნესს საწვავის ხარჯის კონტროლში',
      },
      excerpt: {
        en: 'One invoice a month, limits per driver and a report for every liter.',
        ka: 'ერთი ინვოისი თვეში, ლიმიტი თითოეული მძღოლისთვის და ანგარიში ყოველ ლიტრზე.',
      },
      body: {
        en: '<p>When drivers pay for fuel in cash, receipts get lost and costs are hard to check. A fleet card replaces cash with one monthly invoice.</p><p>You set a daily or monthly limit for each card, choose which fuels it may buy and see every fill-up in the report: station, time, fuel and liters.</p>',
        ka: '<p>როდესაც მძღოლები საწვავის საფასურს ნაღდი ფულით იხდიან, ქვითრები იკარგება და ხარჯების შემოწმება რთულდება. საწვავის ბარათი ნაღდ ანგარიშსწორებას ერთი ყოველთვიური ინვოისით ცვლის.</p><p>თითოეულ ბარათზე შეგიძლიათ დააწესოთ დღიური ან თვიური ლიმიტი, აირჩიოთ, რომელი საწვავის შეძენა იქნება დაშვებული, და ანგარიშში ნახოთ ყოველი ჩასხმა: სადგური, დრო, საწვავის სახეობა და ლიტრები.</p>',
      },
      author: nino,
      date: '2026-09-15',
      readingMinutes: 4,
      tags: ['fleet-cards', 'business'],
    },
  },
  {
    slug: 'ten-ways-to-save-fuel',
    data: {
      title: { en: 'Ten simple ways to use less fuel', ka: 'საწვავის დაზოგვის ათი მარტივი ხერხი' },
      excerpt: {
        en: 'Smooth driving, the right tyre pressure and less weight in the boot save up to 15%.',
        ka: 'მშვიდი მართვა, საბურავების სწორი წნევა და საბარგულში ნაკლები ტვირთი საწვავს 15%-მდე ზოგავს.',
      },
      body: {
        en: '<ol><li>Accelerate gently and brake early.</li><li>Keep a steady speed on the highway.</li><li>Check tyre pressure every month.</li><li>Take unnecessary weight out of the boot.</li><li>Remove the roof box when you do not need it.</li><li>Do not leave the engine idling for long.</li><li>Use the air conditioning wisely.</li><li>Plan routes around traffic jams.</li><li>Service the car on schedule.</li><li>Choose the fuel your engine is made for.</li></ol>',
        ka: '<ol><li>გაზის პედალს ნელა დააჭირეთ და დროულად დაამუხრუჭეთ.</li><li>მაგისტრალზე მუდმივი სიჩქარით იმოძრავეთ.</li><li>საბურავების წნევა ყოველთვიურად შეამოწმეთ.</li><li>საბარგულიდან ზედმეტი ტვირთი გადმოიღეთ.</li><li>სახურავის ბარგის ყუთი მოხსენით, როცა არ გჭირდებათ.</li><li>ძრავა დიდხანს უქმ რეჟიმში ნუ დატოვეთ.</li><li>კონდიციონერი ზომიერად გამოიყენეთ.</li><li>მარშრუტი საცობების გათვალისწინებით დაგეგმეთ.</li><li>ავტომობილს ტექმომსახურება დროულად ჩაუტარეთ.</li><li>აირჩიეთ თქვენი ძრავისთვის განკუთვნილი საწვავი.</li></ol>',
      },
      author: giorgi,
      date: '2026-10-10',
      readingMinutes: 3,
      tags: ['saving-fuel'],
    },
  },
  {
    slug: 'fleet-card-limits-and-reports',
    data: {
      title: {
        en: 'Setting limits and reading reports for your fleet cards',
        ka: 'ლიმიტების დაწესება და ანგარიშების ნახვა საწვავის ბარათებზე',
      },
      excerpt: {
        en: 'A short guide to the business portal: card limits, allowed fuels and monthly reports.',
        ka: 'მოკლე გზამკვლევი ბიზნეს პორტალზე: ბარათის ლიმიტები, დაშვებული საწვავი და ყოველთვიური ანგარიშები.',
      },
      body: {
        en: '<p>In the business portal, open Cards and choose a card to change its daily and monthly limits. New limits apply from the next fill-up.</p><p>Under Reports you can download every transaction of the month as a spreadsheet, grouped by card, driver or station.</p>',
        ka: '<p>ბიზნეს პორტალზე გახსენით განყოფილება „ბარათები“ და აირჩიეთ ბარათი, რომ შეცვალოთ მისი დღიური და თვიური ლიმიტები. ახალი ლიმიტი მომდევნო ჩასხმიდან მოქმედებს.</p><p>განყოფილებაში „ანგარიშები“ შეგიძლიათ ჩამოტვირთოთ თვის ყველა ტრანზაქცია ცხრილის სახით, დაჯგუფებული ბარათის, მძღოლის ან სადგურის მიხედვით.</p>',
      },
      author: nino,
      date: '2026-11-05',
      readingMinutes: 5,
      tags: ['fleet-cards', 'business'],
    },
  },
  {
    slug: 'tyre-pressure-and-fuel-consumption',
    data: {
      title: {
        en: 'Tyre pressure and fuel consumption: what the numbers say',
        ka: 'საბურავების წნევა და საწვავის ხარჯი: რას გვეუბნება ციფრები',
      },
      excerpt: {
        en: 'Tyres 0.5 bar under pressure raise consumption by about 2–3%.',
        ka: 'ნორმაზე 0.5 ბარით დაბალი წნევა საწვავის ხარჯს დაახლოებით 2–3%-ით ზრდის.',
      },
      body: {
        en: "<p>Under-inflated tyres roll with more resistance, so the engine works harder. Check the pressure when the tyres are cold, at least once a month and before long trips. The right values are on the sticker inside the driver's door.</p><p>Tyre checks and air are free at stations with a tyre service.</p>",
        ka: '<p>დაბალი წნევის მქონე საბურავებს მეტი წინააღმდეგობა აქვთ, ამიტომ ძრავა მეტ ძალას ხარჯავს. წნევა შეამოწმეთ ცივ საბურავებზე, თვეში ერთხელ მაინც და ხანგრძლივი მგზავრობის წინ. სწორი მაჩვენებლები მითითებულია მძღოლის კარის შიგნით განთავსებულ სტიკერზე.</p><p>საბურავების სერვისის მქონე სადგურებზე საბურავების შემოწმება და ჰაერით შევსება უფასოა.</p>',
      },
      author: giorgi,
      date: '2026-11-18',
      readingMinutes: 3,
      tags: ['saving-fuel', 'safety'],
    },
  },
];

const tenders: Entry[] = [
  {
    slug: 'rustavi-car-wash-construction',
    data: {
      title: {
        en: 'Construction of a car wash at the Rustavi station',
        ka: 'რუსთავის სადგურზე ავტოსამრეცხაოს მშენებლობა',
      },
      reference: 'T-2026-014',
      description: {
        en: '<p>We invite construction companies to bid for building a two-bay car wash at 5 Mshenebelta Street, Rustavi. The works include foundations, a steel frame, water treatment and connection to utilities.</p><p>Bidders must have built at least three similar facilities in the last five years.</p>',
        ka: '<p>ვიწვევთ სამშენებლო კომპანიებს, მონაწილეობა მიიღონ ტენდერში რუსთავში, მშენებელთა ქუჩის 5 ნომერში, ორბოქსიანი ავტოსამრეცხაოს მშენებლობაზე. სამუშაოები მოიცავს საძირკვლის მოწყობას, ლითონის კარკასის აღმართვას, წყლის გამწმენდი სისტემის მონტაჟსა და კომუნიკაციებთან მიერთებას.</p><p>პრეტენდენტს ბოლო ხუთი წლის განმავლობაში აშენებული უნდა ჰქონდეს მინიმუმ სამი მსგავსი ობიექტი.</p>',
      },
      deadline: '2026-12-18',
      category: 'construction',
      contactEmail: 'tenders@demo.ge',
    },
  },
  {
    slug: 'fuel-dispensers-supply',
    data: {
      title: { en: 'Supply of 40 fuel dispensers', ka: '40 საწვავის გასაცემი სვეტის მიწოდება' },
      reference: 'T-2026-017',
      description: {
        en: '<p>We are looking for a supplier of 40 multi-product fuel dispensers with card payment terminals, delivered to our Tbilisi warehouse in the first quarter of 2027, with installation and a three-year warranty.</p>',
        ka: '<p>ვეძებთ ბარათით გადახდის ტერმინალებით აღჭურვილი 40 მრავალპროდუქტიანი საწვავის გასაცემი სვეტის მიმწოდებელს. სვეტები თბილისის საწყობში 2027 წლის პირველ კვარტალში უნდა მოეწოდოს, მონტაჟითა და სამწლიანი გარანტიით.</p>',
      },
      deadline: '2027-01-20',
      category: 'equipment',
      contactEmail: 'tenders@demo.ge',
    },
  },
];

const pages: Entry[] = [
  {
    slug: 'about',
    data: {
      title: { en: 'About us', ka: 'ჩვენ შესახებ' },
      summary: {
        en: 'A Georgian fuel retailer with stations across the country.',
        ka: 'ქართული საწვავის კომპანია, რომლის სადგურებიც მთელ ქვეყანაშია.',
      },
      body: {
        en: '<p>We have been supplying fuel to drivers and businesses in Georgia since 2006. Our 30 stations in more than 15 towns and cities sell Euro and G-Force fuels and gas, and most of them have a shop, a café and a car wash.</p><p>More than 2,000 companies use our fleet cards to pay for fuel and manage their vehicles.</p>',
        ka: '<p>2006 წლიდან ვამარაგებთ საწვავით საქართველოს მძღოლებსა და კომპანიებს. ჩვენს 30 სადგურზე, 15-ზე მეტ ქალაქსა და დაბაში, ხელმისაწვდომია ევრო და G-Force-ის საწვავი და გაზი, სადგურების უმეტესობაზე კი — მაღაზია, კაფე და ავტოსამრეცხაო.</p><p>2000-ზე მეტი კომპანია იყენებს ჩვენს საწვავის ბარათებს საწვავის საფასურის გადასახდელად და ავტოპარკის სამართავად.</p>',
      },
    },
  },
  {
    slug: 'contact',
    data: {
      title: { en: 'Contact', ka: 'კონტაქტი' },
      summary: {
        en: 'Call us, write to us or visit our head office.',
        ka: 'დაგვირეკეთ, მოგვწერეთ ან გვესტუმრეთ სათაო ოფისში.',
      },
      body: {
        en: '<p>Hotline: +995 32 2 00 00 00 (24/7)</p><p>Business customers: business@demo.ge</p><p>Head office: 76 Vazha-Pshavela Avenue, Tbilisi; Monday to Friday, 09:00–18:00.</p>',
        ka: '<p>ცხელი ხაზი: +995 32 2 00 00 00 (24/7)</p><p>ბიზნეს მომხმარებლები: business@demo.ge</p><p>სათაო ოფისი: თბილისი, ვაჟა-ფშაველას გამზირი 76; ორშაბათიდან პარასკევის ჩათვლით, 09:00–18:00.</p>',
      },
    },
  },
];

const navigation: Entry[] = (
  [
    ['/', 'Home', 'მთავარი'],
    ['/news', 'News', 'სიახლეები'],
    ['/blog', 'Blog', 'ბლოგი'],
    ['/tenders', 'Tenders', 'ტენდერები'],
    ['/contact', 'Contact', 'კონტაქტი'],
    ['/stations', 'Stations map', 'სადგურების რუკა'],
  ] as const
).map(([link, en, ka], index) => ({ data: { label: { en, ka }, href: link, order: index + 1 } }));

const footerColumns: [Text, [string, string, string][]][] = [
  [
    { en: 'Company', ka: 'კომპანია' },
    [
      ['/about', 'About us', 'ჩვენ შესახებ'],
      ['/news', 'News', 'სიახლეები'],
      ['/tenders', 'Tenders', 'ტენდერები'],
    ],
  ],
  [
    { en: 'For customers', ka: 'მომხმარებლებს' },
    [
      ['/stations', 'Stations map', 'სადგურების რუკა'],
      ['/blog', 'Blog', 'ბლოგი'],
      ['/contact', 'Fuel cards for business', 'საწვავის ბარათები ბიზნესისთვის'],
    ],
  ],
  [
    { en: 'Contact', ka: 'კონტაქტი' },
    [
      ['/contact', 'Contact us', 'დაგვიკავშირდით'],
      ['tel:+995322000000', 'Hotline +995 32 2 00 00 00', 'ცხელი ხაზი +995 32 2 00 00 00'],
      ['mailto:info@demo.ge', 'info@demo.ge', 'info@demo.ge'],
    ],
  ],
];
const footer: Entry[] = footerColumns.flatMap(([columnTitle, links], column) =>
  links.map(([link, en, ka], index) => ({
    data: { column: column + 1, columnTitle, label: { en, ka }, href: link, order: index + 1 },
  })),
);

const businessCardBlock: Entry[] = [
  {
    slug: 'home',
    data: {
      title: { en: 'Fuel cards for your business', ka: 'საწვავის ბარათები თქვენი ბიზნესისთვის' },
      body: {
        en: '<p>Pay for fuel at any of our stations with one card per vehicle or driver. Set limits, choose the allowed fuels and receive one invoice a month with a detailed report.</p>',
        ka: '<p>გადაიხადეთ საწვავის საფასური ჩვენს ნებისმიერ სადგურზე — თითო ბარათით თითოეული ავტომობილის ან მძღოლისთვის. დააწესეთ ლიმიტები, აირჩიეთ დაშვებული საწვავი და მიიღეთ ერთი ინვოისი თვეში დეტალური ანგარიშით.</p>',
      },
      ctaLabel: { en: 'Order cards', ka: 'ბარათების შეკვეთა' },
      ctaHref: '/contact',
    },
  },
];

// Stations: [code, area (en, ka), city (en, ka), address (en, ka), lat, lng, fuels, services, hours].
const ER = 'Euro Regular';
const ED = 'Euro Diesel';
const GP = 'G-Force Premium';
const GR = 'G-Force Regular';
const GD = 'G-Force Diesel';
const GS = 'G-Force Super';
const GAS = 'Gas';
const DAY_AND_NIGHT: Text = { en: 'Open 24 hours', ka: '24 საათი' };
const DAYTIME: Text = { en: 'Daily 07:00–23:00', ka: 'ყოველდღე 07:00–23:00' };
const MOUNTAIN: Text = { en: 'Daily 08:00–22:00', ka: 'ყოველდღე 08:00–22:00' };

type StationRow = [
  string,
  Text,
  Text,
  Text,
  number,
  number,
  (typeof PRODUCTS)[number][],
  (typeof SERVICES)[number][],
  Text,
];
const tbilisi: Text = { en: 'Tbilisi', ka: 'თბილისი' };
const kutaisi: Text = { en: 'Kutaisi', ka: 'ქუთაისი' };
const batumi: Text = { en: 'Batumi', ka: 'ბათუმი' };

// biome-ignore format: one station per line reads as a table
const stationRows: StationRow[] = [
  ['TBS-01', { en: 'Vazha-Pshavela', ka: 'ვაჟა-ფშაველა' }, tbilisi, { en: '76 Vazha-Pshavela Avenue', ka: 'ვაჟა-ფშაველას გამზირი 76' }, 41.7262, 44.7447, [ER, ED, GP, GR, GD, GS], ['car-wash', 'shop', 'cafe', 'atm', 'toilet', 'ev-charging'], DAY_AND_NIGHT],
  ['TBS-02', { en: 'Tsereteli', ka: 'წერეთელი' }, tbilisi, { en: '118 Akaki Tsereteli Avenue', ka: 'აკაკი წერეთლის გამზირი 118' }, 41.7469, 44.7776, [ER, ED, GP, GD, GS, GAS], ['shop', 'cafe', 'atm', 'toilet', 'ev-charging'], DAY_AND_NIGHT],
  ['TBS-03', { en: 'Kakheti Highway', ka: 'კახეთის გზატკეცილი' }, tbilisi, { en: '21 Kakheti Highway', ka: 'კახეთის გზატკეცილი 21' }, 41.6905, 44.9033, [ER, ED, GR, GD, GAS], ['shop', 'atm', 'toilet', 'tyre-service'], DAY_AND_NIGHT],
  ['TBS-04', { en: 'Guramishvili', ka: 'გურამიშვილი' }, tbilisi, { en: '17 Guramishvili Avenue', ka: 'გურამიშვილის გამზირი 17' }, 41.7648, 44.8008, [ER, ED, GP, GR, GD], ['car-wash', 'shop', 'atm', 'toilet'], DAY_AND_NIGHT],
  ['TBS-05', { en: 'Dighomi', ka: 'დიღომი' }, tbilisi, { en: '240 David Aghmashenebeli Alley', ka: 'დავით აღმაშენებლის ხეივანი 240' }, 41.7868, 44.7615, [ER, ED, GP, GR, GD, GS, GAS], ['car-wash', 'shop', 'cafe', 'atm', 'toilet', 'ev-charging', 'tyre-service'], DAY_AND_NIGHT],
  ['TBS-06', { en: 'Kazbegi', ka: 'ყაზბეგი' }, tbilisi, { en: '44 Aleksandre Kazbegi Avenue', ka: 'ალექსანდრე ყაზბეგის გამზირი 44' }, 41.7264, 44.7536, [ER, GP, GD, GS], ['shop', 'cafe', 'atm', 'ev-charging'], DAY_AND_NIGHT],
  ['TBS-07', { en: 'Varketili', ka: 'ვარკეთილი' }, tbilisi, { en: '32 Javakheti Street', ka: 'ჯავახეთის ქუჩა 32' }, 41.6938, 44.8799, [ER, ED, GR, GAS], ['shop', 'atm', 'toilet'], DAYTIME],
  ['TBS-08', { en: 'Beliashvili', ka: 'ბელიაშვილი' }, tbilisi, { en: '101 Beliashvili Street', ka: 'ბელიაშვილის ქუჩა 101' }, 41.7591, 44.7753, [ER, ED, GP, GR, GD], ['car-wash', 'shop', 'toilet'], DAYTIME],
  ['TBS-09', { en: 'Ortachala', ka: 'ორთაჭალა' }, tbilisi, { en: '95 Gorgasali Street', ka: 'გორგასლის ქუჩა 95' }, 41.678, 44.826, [ER, ED, GR, GD, GAS], ['shop', 'atm', 'toilet', 'tyre-service'], DAY_AND_NIGHT],
  ['RUS-01', { en: 'Mshenebeli', ka: 'მშენებელი' }, { en: 'Rustavi', ka: 'რუსთავი' }, { en: '5 Mshenebelta Street', ka: 'მშენებელთა ქუჩა 5' }, 41.5491, 45.0048, [ER, ED, GR, GD, GAS], ['shop', 'atm', 'toilet'], DAY_AND_NIGHT],
  ['MTS-01', { en: 'Mtskheta Highway', ka: 'მცხეთის გზატკეცილი' }, { en: 'Mtskheta', ka: 'მცხეთა' }, { en: 'Tbilisi–Mtskheta Highway, km 3', ka: 'თბილისი-მცხეთის გზატკეცილი, მე-3 კმ' }, 41.835, 44.73, [ER, ED, GP, GD], ['shop', 'cafe', 'toilet'], DAY_AND_NIGHT],
  ['GOR-01', { en: 'Gori Bypass', ka: 'გორის შემოვლითი' }, { en: 'Gori', ka: 'გორი' }, { en: 'East–West Highway, Gori bypass', ka: 'აღმოსავლეთ-დასავლეთის მაგისტრალი, გორის შემოვლითი გზა' }, 41.97, 44.13, [ER, ED, GP, GR, GD, GAS], ['car-wash', 'shop', 'cafe', 'atm', 'toilet', 'ev-charging'], DAY_AND_NIGHT],
  ['KHA-01', { en: 'Khashuri', ka: 'ხაშური' }, { en: 'Khashuri', ka: 'ხაშური' }, { en: '120 Rustaveli Street', ka: 'რუსთაველის ქუჩა 120' }, 41.9925, 43.6, [ER, ED, GP, GD], ['shop', 'cafe', 'toilet', 'ev-charging'], DAY_AND_NIGHT],
  ['BOR-01', { en: 'Borjomi', ka: 'ბორჯომი' }, { en: 'Borjomi', ka: 'ბორჯომი' }, { en: '2 Rustaveli Street', ka: 'რუსთაველის ქუჩა 2' }, 41.842, 43.389, [ER, ED, GP], ['shop', 'toilet'], MOUNTAIN],
  ['AKH-01', { en: 'Akhaltsikhe', ka: 'ახალციხე' }, { en: 'Akhaltsikhe', ka: 'ახალციხე' }, { en: '10 Tamarashvili Street', ka: 'თამარაშვილის ქუჩა 10' }, 41.639, 42.985, [ER, ED, GR, GAS], ['shop', 'atm', 'toilet'], DAYTIME],
  ['ZES-01', { en: 'Zestaponi', ka: 'ზესტაფონი' }, { en: 'Zestaponi', ka: 'ზესტაფონი' }, { en: '50 Rustaveli Street', ka: 'რუსთაველის ქუჩა 50' }, 42.11, 43.04, [ER, ED, GP, GR, GD], ['shop', 'cafe', 'toilet', 'ev-charging'], DAY_AND_NIGHT],
  ['KUT-01', { en: 'Nikea', ka: 'ნიკეა' }, kutaisi, { en: '42 Nikea Street', ka: 'ნიკეას ქუჩა 42' }, 42.254, 42.69, [ER, ED, GP, GR, GD, GS, GAS], ['car-wash', 'shop', 'cafe', 'atm', 'toilet', 'ev-charging', 'tyre-service'], DAY_AND_NIGHT],
  ['KUT-02', { en: 'Chavchavadze', ka: 'ჭავჭავაძე' }, kutaisi, { en: '86 Ilia Chavchavadze Avenue', ka: 'ილია ჭავჭავაძის გამზირი 86' }, 42.257, 42.7, [ER, ED, GR, GD], ['shop', 'atm', 'toilet'], DAYTIME],
  ['SAM-01', { en: 'Samtredia', ka: 'სამტრედია' }, { en: 'Samtredia', ka: 'სამტრედია' }, { en: '1 Tsereteli Street', ka: 'წერეთლის ქუჩა 1' }, 42.162, 42.34, [ER, ED, GD, GAS], ['shop', 'toilet'], DAYTIME],
  ['SEN-01', { en: 'Senaki', ka: 'სენაკი' }, { en: 'Senaki', ka: 'სენაკი' }, { en: '150 Rustaveli Street', ka: 'რუსთაველის ქუჩა 150' }, 42.27, 42.065, [ER, ED, GR, GD], ['shop', 'cafe', 'toilet'], DAY_AND_NIGHT],
  ['ZUG-01', { en: 'Zugdidi', ka: 'ზუგდიდი' }, { en: 'Zugdidi', ka: 'ზუგდიდი' }, { en: '20 Zviad Gamsakhurdia Avenue', ka: 'ზვიად გამსახურდიას გამზირი 20' }, 42.511, 41.87, [ER, ED, GP, GR, GD, GAS], ['car-wash', 'shop', 'atm', 'toilet', 'tyre-service'], DAY_AND_NIGHT],
  ['POT-01', { en: 'Poti', ka: 'ფოთი' }, { en: 'Poti', ka: 'ფოთი' }, { en: '15 David Aghmashenebeli Street', ka: 'დავით აღმაშენებლის ქუჩა 15' }, 42.147, 41.672, [ER, ED, GD], ['shop', 'atm', 'toilet'], DAY_AND_NIGHT],
  ['KOB-01', { en: 'Kobuleti', ka: 'ქობულეთი' }, { en: 'Kobuleti', ka: 'ქობულეთი' }, { en: '160 Aghmashenebeli Street', ka: 'აღმაშენებლის ქუჩა 160' }, 41.82, 41.776, [ER, ED, GP, GR], ['shop', 'cafe', 'toilet'], DAYTIME],
  ['BAT-01', { en: 'Airport Highway', ka: 'აეროპორტის გზატკეცილი' }, batumi, { en: '25 Airport Highway', ka: 'აეროპორტის გზატკეცილი 25' }, 41.606, 41.609, [ER, GP, GD, GS], ['car-wash', 'shop', 'cafe', 'atm', 'toilet', 'ev-charging'], DAY_AND_NIGHT],
  ['BAT-02', { en: 'Chavchavadze', ka: 'ჭავჭავაძე' }, batumi, { en: '120 Ilia Chavchavadze Street', ka: 'ილია ჭავჭავაძის ქუჩა 120' }, 41.64, 41.633, [ER, ED, GP, GR, GD, GS], ['shop', 'cafe', 'atm', 'ev-charging'], DAY_AND_NIGHT],
  ['BAT-03', { en: 'Gorgiladze', ka: 'გორგილაძე' }, batumi, { en: '88 Gorgiladze Street', ka: 'გორგილაძის ქუჩა 88' }, 41.648, 41.642, [ER, ED, GR, GAS], ['shop', 'atm', 'toilet', 'tyre-service'], DAYTIME],
  ['OZU-01', { en: 'Ozurgeti', ka: 'ოზურგეთი' }, { en: 'Ozurgeti', ka: 'ოზურგეთი' }, { en: '40 Rustaveli Street', ka: 'რუსთაველის ქუჩა 40' }, 41.924, 42.007, [ER, ED, GR], ['shop', 'toilet'], DAYTIME],
  ['TEL-01', { en: 'Telavi', ka: 'თელავი' }, { en: 'Telavi', ka: 'თელავი' }, { en: '95 Chavchavadze Avenue', ka: 'ჭავჭავაძის გამზირი 95' }, 41.918, 45.48, [ER, ED, GP, GR, GD, GAS], ['car-wash', 'shop', 'cafe', 'atm', 'toilet'], DAY_AND_NIGHT],
  ['SAG-01', { en: 'Sagarejo', ka: 'საგარეჯო' }, { en: 'Sagarejo', ka: 'საგარეჯო' }, { en: 'Tbilisi–Bakurtsikhe Highway, km 54', ka: 'თბილისი-ბაკურციხის გზატკეცილი, 54-ე კმ' }, 41.733, 45.33, [ER, ED, GD, GAS], ['shop', 'cafe', 'toilet'], DAY_AND_NIGHT],
  ['GUD-01', { en: 'Gudauri', ka: 'გუდაური' }, { en: 'Gudauri', ka: 'გუდაური' }, { en: 'Georgian Military Road, Gudauri', ka: 'საქართველოს სამხედრო გზა, გუდაური' }, 42.477, 44.478, [ER, ED, GP, GD], ['shop', 'cafe', 'toilet', 'ev-charging'], MOUNTAIN],
];

const stations: Entry[] = stationRows.map(
  ([code, area, city, address, lat, lng, products, services, openingHours]) => ({
    slug: code.toLowerCase(),
    data: {
      code,
      // A town with one station is named after the town; otherwise "City – Area".
      name: area.en === city.en ? city : { en: `${city.en} – ${area.en}`, ka: `${city.ka} – ${area.ka}` },
      city,
      address: { en: `${address.en}, ${city.en}`, ka: `${city.ka}, ${address.ka}` },
      lat,
      lng,
      products,
      services,
      openingHours,
    },
  }),
);

/** Entries per model api id, in creation order (the CMS lists the newest first). */
export const entries: Record<string, Entry[]> = {
  station: stations,
  news,
  'blog-post': blogPosts,
  tender: tenders,
  page: pages,
  navigation,
  footer,
  'business-card-block': businessCardBlock,
};
