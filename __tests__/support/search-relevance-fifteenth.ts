import type { RelevanceCase } from './search-relevance-set'
/**
 * A fifteenth relevance set, written by a fifteenth reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets: a backend developer at a Danish furniture web shop, migrating from another shipping provider, who books parcels and pallets, prints labels in the warehouse, handles customs to Norway/UK, shows service points in checkout and consumes webhooks.
 */
export const RELEVANCE_FIFTEENTH_SET: RelevanceCase[] = [
  // task
  { query: 'book a pallet with a dining table set', expected: '/docs/api/carrier-specific/advanced-parcels#freight-with-dhl-freight-sweden', kind: 'task' },
  { query: 'label printer jobs stay queued', expected: '/docs/print-client#troubleshooting', kind: 'task' },
  { query: 'add customs declaration for a sofa going to Oslo', expected: '/docs/api/customs#the-customs-object', kind: 'task' },
  { query: 'do I need customs paperwork for orders to the UK', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'who pays import vat and duties for norwegian customers', expected: '/docs/api/customs#incoterms', kind: 'task' },
  { query: 'let shoppers pick a parcel shop in checkout without exposing api key', expected: '/docs/shipping_module/intro', kind: 'task' },
  { query: 'check that a webhook request really comes from kolli', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'same webhook event received twice', expected: '/docs/webhooks/requirements-and-structure#duplicates-and-order', kind: 'task' },
  { query: 'kolli stopped sending webhooks to our endpoint', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'carrier down for maintenance when to retry booking', expected: '/docs/api/create-shipment#the-carrier-could-not-be-reached', kind: 'task' },
  { query: 'shipment came back with status failed and no labels', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'switch integration from sandbox to live', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'api key leaked what do I do', expected: '/docs/api/auth#key-rotation', kind: 'task' },
  { query: 'download label as zpl for zebra printer', expected: '/docs/api/create-shipment#download-labels', kind: 'task' },
  { query: 'put our logo on the shipping label', expected: '/docs/api/label-overlay', kind: 'task' },
  { query: 'three identical boxes in one parcel entry', expected: '/docs/api/carrier-specific/advanced-parcels#quantity', kind: 'task' },
  { query: 'nothing may be placed on top of the pallet', expected: '/docs/api/carrier-specific/advanced-parcels#stackable', kind: 'task' },
  { query: 'have the carrier collect pallets at our warehouse', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'task' },
  { query: 'latest time to book a same-day pickup with GLS', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'ship part of an order now and the rest later', expected: '/docs/api/sales-orders#fulfillments', kind: 'task' },
  { query: 'which shipping products require a service point', expected: ['/docs/api/service-points#which-products-need-a-service-point', '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field'], kind: 'task' },
  { query: 'checkout token expires after one hour how to renew', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'task' },
  { query: 'email customer when parcel is on its way', expected: '/docs/webhooks/resources-and-actions#shipmenttracking_updated', kind: 'task' },
  { query: 'match label to box in a multi parcel shipment', expected: '/docs/api/create-shipment#parcels', kind: 'task' },
  { query: 'print labels on warehouse printer via api', expected: '/docs/print-client#send-a-print-job', kind: 'task' },
  { query: 'install print client on ubuntu', expected: '/docs/print-client#linux', kind: 'task' },

  // title
  { query: 'Failed bookings', expected: '/docs/api/create-shipment#failed-bookings', kind: 'title' },
  { query: 'Retrieve and use the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file', kind: 'title' },
  { query: 'GLS Click & Collect', expected: '/docs/api/carrier-specific/gls-click-and-collect', kind: 'title' },
  { query: 'Bring cash on delivery', expected: '/docs/api/carrier-specific/bring-cod', kind: 'title' },
  { query: 'Resources and actions', expected: '/docs/webhooks/resources-and-actions', kind: 'title' },
  { query: 'Print job statuses', expected: '/docs/print-client#print-job-statuses', kind: 'title' },

  // operationId
  { query: 'createPrintJob', expected: '/api-reference#operation/createPrintJob', kind: 'operationId' },
  { query: 'listShippingModuleServicePoints', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'operationId' },
  { query: 'createFulfillmentShipment', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'operationId' },
  { query: 'getPrintJob', expected: '/api-reference#operation/getPrintJob', kind: 'operationId' },
  { query: 'listCarrierSetups', expected: '/api-reference#operation/listCarrierSetups', kind: 'operationId' },
  { query: 'createWebhookSubscription', expected: '/api-reference#operation/createWebhookSubscription', kind: 'operationId' },

  // endpoint
  { query: 'POST /v1/shipments', expected: '/api-reference#operation/createShipment', kind: 'endpoint' },
  { query: 'GET /shipments/shp_9Sb4mX2c/labels?format=zpl', expected: '/api-reference#operation/getShipmentLabels', kind: 'endpoint' },
  { query: 'post https://api.kolli.example/v1/shipments/shp_7Mc4vR1n/cancel', expected: '/api-reference#operation/cancelShipment', kind: 'endpoint' },
  { query: 'GET /carrier_setups/file', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'endpoint' },
  { query: 'POST /shipping_module/tokens', expected: '/api-reference#operation/createShippingModuleToken', kind: 'endpoint' },
  { query: 'delete /webhook_subscriptions/wh_5Nc8pQ2r', expected: '/api-reference#operation/deleteWebhookSubscription', kind: 'endpoint' },
  { query: 'GET /v1/service_points?carrier=gls&country_code=DK&postal_code=8000', expected: '/api-reference#operation/listServicePoints', kind: 'endpoint' },
  { query: 'get /printers', expected: '/api-reference#operation/listPrinters', kind: 'endpoint' },

  // field
  { query: 'service_point_id', expected: '/docs/api/service-points#use-a-service-point-in-a-shipment', kind: 'field' },
  { query: 'label_format', expected: '/docs/api/create-shipment#shipment-fields', kind: 'field' },
  { query: 'failure_reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'field' },
  { query: 'half_pallet', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'field' },
  { query: 'hs_code', expected: '/docs/api/customs#customs-lines', kind: 'field' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'ioss_number', expected: '/docs/api/customs#ioss', kind: 'field' },
  { query: 'exporter_vat_number', expected: '/docs/api/customs#customs-fields', kind: 'field' },
  { query: 'access_token expires_in', expected: '/docs/shipping_module/authentication#request-a-token', kind: 'field' },
  { query: 'next_cursor', expected: '/docs/api/intro#pagination', kind: 'field' },

  // typo
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'servcie points', expected: '/docs/api/service-points', kind: 'typo' },
  { query: 'pallett parcel type', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'typo' },
  { query: 'custums norway', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'typo' },
  { query: 'webhok payload', expected: '/docs/webhooks/requirements-and-structure#payload-structure', kind: 'typo' },
  { query: 'fullfilment', expected: '/docs/api/sales-orders#fulfillments', kind: 'typo' },
  { query: 'print clinet', expected: '/docs/print-client', kind: 'typo' },
  { query: 'waybil', expected: '/docs/api/carrier-specific/waybill', kind: 'typo' },

  // plural
  { query: 'label overlays', expected: '/docs/api/label-overlay', kind: 'plural' },
  { query: 'customs line', expected: '/docs/api/customs#customs-lines', kind: 'plural' },
  { query: 'webhook subscription', expected: '/docs/webhooks/intro#subscriptions', kind: 'plural' },
  { query: 'sales order tag', expected: '/docs/api/sales-orders#tags', kind: 'plural' },

  // changelog
  { query: 'when was the stackable parcel field added', expected: '/changelog/new-parcel-field-stackable-shipments', kind: 'changelog' },
  { query: 'when is test_mode removed', expected: ['/changelog/shipments-test-mode-deprecated', '/docs/sandbox#the-deprecated-test_mode-flag'], kind: 'changelog' },
  { query: 'since when does DSV XPress support pickup', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'customer_number added to shipment response', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'new endpoint to delete sales orders', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'IOSS number support for UPS and FedEx announced', expected: '/changelog/ioss-service', kind: 'changelog' },
  { query: 'when did the carrier setup file get requires_service_point', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'release create shipment from fulfillment', expected: '/changelog/kolli-new-endpoint-fulfillment-create-shipment', kind: 'changelog' },

  // error
  { query: 'customs is required for shipments from DK to NO', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'error' },
  { query: '401 The API user or API key is not valid.', expected: '/docs/api/auth#failed-authentication', kind: 'error' },
  { query: '504 carrier_timeout', expected: '/docs/api/create-shipment#the-carrier-could-not-be-reached', kind: 'error' },
  { query: 'The access token has expired', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'error' },
]
