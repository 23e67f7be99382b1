// General-information pages and news of the demo: sanitised HTML as the editor would store it.

export const GENERAL_INFORMATION = [
  {
    slug: 'price-information',
    title: 'Price information',
    text: '<p>All prices are list prices in EUR, ex works Aldermann Dosiertechnik, Lindau (DE), excluding VAT, packing and transport.</p><ul><li>Prices are valid for orders placed until 31 December of the current year.</li><li>Agency countries are quoted by the responsible agency; the configurator shows their list prices in sales mode.</li><li>Options priced "on request" are quoted by the product management within two working days.</li></ul>',
  },
  {
    slug: 'delivery-terms',
    title: 'Terms of delivery and payment',
    text: '<p>Delivery FCA Lindau (Incoterms 2020). Standard machines ship 12–14 weeks after technical clarification, HX Max machines 18–20 weeks.</p><p>Payment: 30 % with the order, 60 % before shipment, 10 % after commissioning, at the latest 60 days after shipment.</p>',
  },
  {
    slug: 'warranty',
    title: 'Warranty',
    text: '<p>12 months from commissioning, at most 18 months from delivery, for one-shift operation. Wear parts (seals, filter elements, mixhead pistons) are excluded.</p><p>An annual service by our technicians extends the warranty on pumps to 36 months.</p>',
  },
  {
    slug: 'installation',
    title: 'Installation and commissioning',
    text: "<p>The customer provides the foundation, compressed air (6 bar, dry and oil-free), the power supply with the fuse named in the machine data sheet, and the raw materials.</p><p>Commissioning takes 2–3 days and includes the first calibration of the ratio with the customer's system.</p>",
  },
  {
    slug: 'service-and-spare-parts',
    title: 'Service and spare parts',
    text: '<p>Hotline: +49 8382 0000-0 (Mon–Fri 7:00–17:00 CET). Remote service is answered within four hours on working days.</p><p>Spare parts for all machines built after 2010 are in stock; shipping within 24 hours for orders before 12:00.</p>',
  },
  {
    slug: 'training',
    title: 'Training courses',
    text: "<p>Operator training (1 day) and maintenance training (2 days) take place in our technical centre in Lindau or at the customer's site.</p><p>The technical centre has an HX 200 and an LX 80 for trials with customer materials.</p>",
  },
] as const;

export const NEWS = [
  {
    slug: 'hx-max-2000-launch',
    title: 'HX Max 2000: almost 3 kg/s for PIR panels',
    publishedAt: '2025-03-12T08:00:00Z',
    text: '<p>With the AXP 63 poly pump, the new HX Max 2000 reaches 2,870 g/s at 50 Hz and suits discontinuous PIR panel lines with long pour times.</p>',
  },
  {
    slug: 'dcs-pro-22',
    title: 'DCS Pro 22 records every shot',
    publishedAt: '2025-04-28T08:00:00Z',
    text: '<p>The new control stores pressure, temperature and ratio of every shot and hands them to the press over OPC UA.</p>',
  },
  {
    slug: 'mhl-10-phase-out',
    title: 'MHL 10 mixhead replaced by MHS 10',
    publishedAt: '2025-01-15T08:00:00Z',
    text: '<p>The MHL 10 is no longer offered. The MHS 10 covers the same output range of 12 to 110 g/s and fits the same brackets.</p>',
  },
  {
    slug: 'k-show-2025',
    title: 'Visit us at K 2025 in Düsseldorf',
    publishedAt: '2025-08-20T08:00:00Z',
    text: '<p>Hall 13, booth B47: an HX 200 pours seat cushions every four minutes, and the CX Cast 150 casts rollers live.</p>',
  },
  {
    slug: 'agency-india',
    title: 'New agency in India',
    publishedAt: '2025-05-05T08:00:00Z',
    text: '<p>Pune-based PolyFlow Engineering now represents us in India, with its own commissioning team and spare-parts stock.</p>',
  },
  {
    slug: 'configurator-nine-languages',
    title: 'Online configurator in nine languages',
    publishedAt: '2025-09-01T08:00:00Z',
    text: '<p>Customers can now configure and price our standard machines in English, German, Italian, Japanese, Spanish, Portuguese, Czech, Chinese and Korean.</p>',
  },
  {
    slug: 'ldm-12-4',
    title: 'LDM 12-4: four components in one dynamic mixer',
    publishedAt: '2025-06-17T08:00:00Z',
    text: '<p>Colour and additive streams are dosed straight into the mixing chamber, which saves a premix station on the LX 300 and CX Cast 500.</p>',
  },
  {
    slug: 'price-list-2026',
    title: 'Price list 2026',
    publishedAt: '2025-11-03T08:00:00Z',
    text: '<p>From 1 January 2026 list prices rise by 2.8 % on average. Quotes issued before then remain valid for three months.</p>',
  },
] as const;
