/**
 * The landing page's entry points. gatsby-node passes their routes to the page's query, which keeps only
 * the ones this build has (content can be swapped, e.g. for a benchmark corpus).
 */
export const landingEntryPoints = [
  { title: 'Getting started', href: '/docs/getting-started', text: 'Create an API user and book your first sandbox shipment in minutes.' },
  { title: 'Authentication', href: '/docs/api/auth', text: 'HTTP Basic with an API user and key, and how to keep the key safe.' },
  { title: 'Create a shipment', href: '/docs/api/create-shipment', text: 'Book with any carrier through one request and get labels back.' },
  { title: 'Customs and IOSS', href: '/docs/api/customs', text: 'Declare contents, incoterms and IOSS numbers for shipments leaving the EU.' },
  { title: 'Sales orders', href: '/docs/api/sales-orders', text: 'Store orders, fulfil them in parts and ship straight from a fulfillment.' },
  { title: 'Service points', href: '/docs/api/service-points', text: 'Find pickup points near a receiver and deliver to them.' },
  { title: 'Carrier-specific options', href: '/docs/category/carrier-specific-options', text: 'Cash on delivery, dangerous goods, pickups, waybills and more.' },
  { title: 'Webhooks', href: '/docs/webhooks/intro', text: 'Receive shipment, sales order and fulfillment events as they happen.' },
  { title: 'Shipping module', href: '/docs/shipping_module/intro', text: 'Add delivery options and a service point picker to a checkout.' },
  { title: 'Print client', href: '/docs/print-client', text: 'Print labels on local printers straight from the API.' },
  { title: 'Sandbox', href: '/docs/sandbox', text: 'A full copy of the API that never books with a real carrier.' },
  { title: 'Changelog', href: '/changelog', text: 'Every change to the API, carriers and these docs, newest first.' },
]

export const landingEntryRoutes = landingEntryPoints.map((entry) => entry.href)
