import type { RelevanceCase } from './search-relevance-set'
/**
 * A sixteenth relevance set, written by a sixteenth reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets: a PHP developer at a Finnish farm-machinery spare-parts wholesaler wiring the ERP to Kolli (B2B pallets and dangerous goods in FI/SE/NO, Norway customs, two warehouse printers, several environments, status back to the ERP).
 */
export const RELEVANCE_SIXTEENTH_SET: RelevanceCase[] = [
  // task
  { query: 'do we need customs data shipping from Finland to Norway', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'send engine oil as limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#limited-quantity', kind: 'task' },
  { query: 'which carriers take dangerous goods on pallets', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#carriers-and-products', kind: 'task' },
  { query: 'pallet freight sweden', expected: '/docs/api/carrier-specific/advanced-parcels#freight-with-dhl-freight-sweden', kind: 'task' },
  { query: 'three identical pallets in one parcels entry', expected: '/docs/api/carrier-specific/advanced-parcels#quantity', kind: 'task' },
  { query: 'send labels straight to warehouse printer from ERP', expected: '/docs/print-client#send-a-print-job', kind: 'task' },
  { query: 'install print client on ubuntu', expected: '/docs/print-client#linux', kind: 'task' },
  { query: 'separate api keys for test and production environments', expected: '/docs/sandbox#separate-credentials', kind: 'task' },
  { query: 'rotate api key without downtime', expected: '/docs/api/auth#key-rotation', kind: 'task' },
  { query: 'push tracking status changes back into our ERP', expected: '/docs/webhooks/resources-and-actions#shipmenttracking_updated', kind: 'task' },
  { query: 'verify webhook signature hmac php', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'same webhook event received twice', expected: '/docs/webhooks/requirements-and-structure#duplicates-and-order', kind: 'task' },
  { query: 'ship part of an order now and the rest later', expected: '/docs/api/sales-orders#fulfillments', kind: 'task' },
  { query: 'book shipment for a fulfillment without sending the address again', expected: '/docs/api/sales-orders#create-a-shipment-from-a-fulfillment', kind: 'task' },
  { query: 'what happens if our ERP retries a shipment request after a network timeout, will it book twice', expected: '/docs/api/intro#idempotency', kind: 'task' },
  { query: 'carrier rejected booking status failed what to do', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'order a pickup of a pallet from our warehouse', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'task' },
  { query: 'latest time to book same day pickup', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'does DSV XPress groupage need a paper waybill', expected: '/docs/api/carrier-specific/waybill#which-carriers-use-it', kind: 'task' },
  { query: 'which products can we book on our carrier agreement', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#carrier-setups', kind: 'task' },
  { query: 'go live', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'how often to refresh the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#caching', kind: 'task' },
  { query: 'loop through all pages of the shipment list', expected: '/docs/api/intro#pagination', kind: 'task' },
  { query: 'how many requests per second can the ERP send', expected: '/docs/api/intro#rate-limiting', kind: 'task' },
  { query: 'cancel a booked shipment that will not be sent', expected: '/docs/api/create-shipment#cancel-a-shipment', kind: 'task' },
  { query: 'customer withdrew order but keep it for reporting', expected: '/docs/api/sales-orders#cancel-a-sales-order', kind: 'task' },

  // title
  { query: 'Failed bookings', expected: '/docs/api/create-shipment#failed-bookings', kind: 'title' },
  { query: 'Advanced parcels', expected: '/docs/api/carrier-specific/advanced-parcels', kind: 'title' },
  { query: 'Resources and actions', expected: '/docs/webhooks/resources-and-actions', kind: 'title' },
  { query: 'Retries and disabling', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'title' },
  { query: 'print job statuses', expected: '/docs/print-client#print-job-statuses', kind: 'title' },
  { query: 'The customs object', expected: '/docs/api/customs#the-customs-object', kind: 'title' },

  // operationId
  { query: 'createFulfillmentShipment', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'operationId' },
  { query: 'getShipmentLabels', expected: '/api-reference#operation/getShipmentLabels', kind: 'operationId' },
  { query: 'listSalesOrderFulfillments', expected: '/api-reference#operation/listSalesOrderFulfillments', kind: 'operationId' },
  { query: 'createPrintJob', expected: '/api-reference#operation/createPrintJob', kind: 'operationId' },
  { query: 'getCarrierSetupFile', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'operationId' },
  { query: 'shipmentEvent', expected: '/api-reference#operation/shipmentEvent', kind: 'operationId' },

  // endpoint
  { query: 'POST /v1/shipments', expected: '/api-reference#operation/createShipment', kind: 'endpoint' },
  { query: 'get /shipments/shp_8Jd2kQ1x/labels', expected: '/api-reference#operation/getShipmentLabels', kind: 'endpoint' },
  { query: 'POST /fulfillments/ful_9Tx3bV6h/shipments', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'endpoint' },
  { query: 'DELETE /sales_orders/{sales_order_id}', expected: '/api-reference#operation/deleteSalesOrder', kind: 'endpoint' },
  { query: 'PUT /v1/sales_orders/so_4Hn2pL9c', expected: '/api-reference#operation/updateSalesOrder', kind: 'endpoint' },
  { query: 'post /shipments/shp_7Mc4vR1n/cancel', expected: '/api-reference#operation/cancelShipment', kind: 'endpoint' },
  { query: 'POST https://api.kolli.example/v1/webhook_subscriptions', expected: '/api-reference#operation/createWebhookSubscription', kind: 'endpoint' },
  { query: 'GET /print_jobs/pj_6Rm1xT4a', expected: '/api-reference#operation/getPrintJob', kind: 'endpoint' },

  // field
  { query: 'stackable', expected: '/docs/api/carrier-specific/advanced-parcels#stackable', kind: 'field' },
  { query: 'failure_reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'field' },
  { query: 'net_quantity_unit', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'field' },
  { query: 'hs_code', expected: '/docs/api/customs#customs-lines', kind: 'field' },
  { query: 'half_pallet', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'field' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'exporter_vat_number', expected: '/docs/api/customs#customs-fields', kind: 'field' },
  { query: 'partially_fulfilled status', expected: '/docs/api/sales-orders#order-status', kind: 'field' },
  { query: 'time_until pickup window', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'field' },
  { query: 'internal_reference', expected: '/docs/api/carrier-specific/advanced-parcels#internal-reference', kind: 'field' },

  // typo
  { query: 'dangerus goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'fullfilment', expected: '/docs/api/sales-orders#fulfillments', kind: 'typo' },
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'waybil', expected: '/docs/api/carrier-specific/waybill', kind: 'typo' },
  { query: 'webhok signature', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'typo' },
  { query: 'incotrems', expected: '/docs/api/customs#incoterms', kind: 'typo' },
  { query: 'pallett types', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'typo' },
  { query: 'authentification', expected: '/docs/api/auth', kind: 'typo' },

  // plural
  { query: 'carrier setup', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#carrier-setups', kind: 'plural' },
  { query: 'incoterm', expected: '/docs/api/customs#incoterms', kind: 'plural' },
  { query: 'webhook subscription', expected: '/docs/webhooks/intro#subscriptions', kind: 'plural' },
  { query: 'customs line', expected: '/docs/api/customs#customs-lines', kind: 'plural' },

  // changelog
  { query: 'when was test_mode deprecated', expected: '/changelog/shipments-test-mode-deprecated', kind: 'changelog' },
  { query: 'when did the stackable parcel field become available', expected: '/changelog/new-parcel-field-stackable-shipments', kind: 'changelog' },
  { query: 'new endpoint create shipment from fulfillment announcement', expected: '/changelog/kolli-new-endpoint-fulfillment-create-shipment', kind: 'changelog' },
  { query: 'since when can sales orders be deleted via api', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'customer_number added to shipment response', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'DSV XPress pickup service release', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'when were tags added to sales orders', expected: '/changelog/new-sales-orders-field-tags', kind: 'changelog' },
  { query: 'requires_service_point new in carrier setup file changelog', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },

  // error
  { query: 'customs is required for shipments from FI to NO', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'error' },
  { query: 'must be UN followed by four digits', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#validation-errors', kind: 'error' },
  { query: '504 carrier_timeout', expected: '/docs/api/create-shipment#the-carrier-could-not-be-reached', kind: 'error' },
  { query: 'The sales order has fulfillments and cannot be deleted', expected: '/docs/api/sales-orders#delete-a-sales-order', kind: 'error' },
]
