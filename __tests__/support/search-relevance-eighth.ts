import type { RelevanceCase } from './search-relevance-set'
/**
 * An eighth relevance set, written by an eighth reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets.
 */
export const RELEVANCE_EIGHTH_SET: RelevanceCase[] = [
  // task
  { query: 'retry a post after a timeout without booking the shipment twice', expected: '/docs/api/intro#idempotency', kind: 'task' },
  { query: 'carrier said no, shipment came back with status failed', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'print jobs stuck in queued and nothing comes out of the printer', expected: '/docs/print-client#troubleshooting', kind: 'task' },
  { query: 'do i need customs data shipping from denmark to norway', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'sender pays duties so the customer pays nothing at the door', expected: '/docs/api/customs#incoterms', kind: 'task' },
  { query: 'let shoppers pick a parcel shop in checkout without leaking the api key', expected: '/docs/shipping_module/intro#what-it-is-for', kind: 'task' },
  { query: 'how do i make sure a webhook call really comes from kolli', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'my webhook endpoint was down, will events be sent again', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'put our shop logo on the shipping labels', expected: '/docs/api/label-overlay', kind: 'task' },
  { query: 'ship part of an order now and the rest later', expected: '/docs/api/sales-orders#fulfillments', kind: 'task' },
  { query: 'which label goes on which box when a shipment has several parcels', expected: ['/docs/api/carrier-specific/advanced-parcels#internal-reference', '/docs/api/create-shipment#parcels'], kind: 'task' },
  { query: 'which carriers let me ship lithium batteries', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#carriers-and-products', kind: 'task' },
  { query: 'have the carrier collect pallets from our warehouse tomorrow', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'task' },
  { query: 'latest time i can book a same day gls pickup', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'max amount the receiver can pay on delivery with bring', expected: '/docs/api/carrier-specific/bring-cod#limits', kind: 'task' },
  { query: 'raise ups liability for an expensive camera shipment', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'task' },
  { query: 'switch my integration from sandbox to live', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'api key leaked, what do i do', expected: '/docs/api/auth#key-rotation', kind: 'task' },
  { query: 'how often should i download the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#caching', kind: 'task' },
  { query: 'email the customer when the parcel is delivered', expected: ['/docs/webhooks/resources-and-actions#shipment', '/docs/webhooks/resources-and-actions#shipmenttracking_updated'], kind: 'task' },
  { query: 'customer withdrew the order but we need to keep it for reports', expected: '/docs/api/sales-orders#cancel-a-sales-order', kind: 'task' },
  { query: 'checkout service point lookup returns 401 after an hour', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'task' },
  { query: 'what info should i give support about a failing request', expected: '/docs/getting_help#what-to-include', kind: 'task' },
  { query: 'only offer products that deliver to the receiver country and fit the parcel weight', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#build-a-product-picker', kind: 'task' },

  // title
  { query: 'getting started', expected: '/docs/getting-started', kind: 'title' },
  { query: 'waybill', expected: '/docs/api/carrier-specific/waybill', kind: 'title' },
  { query: 'GLS Click & Collect', expected: '/docs/api/carrier-specific/gls-click-and-collect', kind: 'title' },
  { query: 'failed bookings', expected: '/docs/api/create-shipment#failed-bookings', kind: 'title' },
  { query: 'opening hours', expected: '/docs/api/service-points#opening-hours', kind: 'title' },
  { query: 'print job statuses', expected: '/docs/print-client#print-job-statuses', kind: 'title' },
  { query: 'limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#limited-quantity', kind: 'title' },
  { query: 'listing service points', expected: '/docs/shipping_module/listing_service_points', kind: 'title' },

  // operationId
  { query: 'createShipment', expected: '/api-reference#operation/createShipment', kind: 'operationId' },
  { query: 'getShipmentLabels', expected: '/api-reference#operation/getShipmentLabels', kind: 'operationId' },
  { query: 'listCarrierSetups', expected: '/api-reference#operation/listCarrierSetups', kind: 'operationId' },
  { query: 'createFulfillmentShipment', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'operationId' },
  { query: 'cancelSalesOrder', expected: '/api-reference#operation/cancelSalesOrder', kind: 'operationId' },
  { query: 'createshippingmoduletoken', expected: '/api-reference#operation/createShippingModuleToken', kind: 'operationId' },
  { query: 'createPrintJob', expected: '/api-reference#operation/createPrintJob', kind: 'operationId' },
  { query: 'salesOrderEvent payload', expected: '/api-reference#operation/salesOrderEvent', kind: 'operationId' },

  // endpoint
  { query: 'POST /shipments/{shipment_id}/cancel', expected: '/api-reference#operation/cancelShipment', kind: 'endpoint' },
  { query: 'GET https://api.kolli.example/v1/shipments/shp_8Jd2kQ1x', expected: '/api-reference#operation/getShipment', kind: 'endpoint' },
  { query: 'put /sales_orders/{id}', expected: '/api-reference#operation/updateSalesOrder', kind: 'endpoint' },
  { query: 'DELETE /webhook_subscriptions/wh_5Nc8pQ2r', expected: '/api-reference#operation/deleteWebhookSubscription', kind: 'endpoint' },
  { query: 'GET /carrier_setups/file', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'endpoint' },
  { query: 'GET /sales_orders/so_4Hn2pL9c/fulfillments', expected: '/api-reference#operation/listSalesOrderFulfillments', kind: 'endpoint' },
  { query: 'GET /service_points?carrier=gls&country_code=DK&postal_code=8000', expected: '/api-reference#operation/listServicePoints', kind: 'endpoint' },
  { query: 'get /v1/shipping_module/service_points', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'endpoint' },
  { query: 'post /fulfillments', expected: '/api-reference#operation/createFulfillment', kind: 'endpoint' },
  { query: 'GET /shipments?status=failed&created_after=', expected: '/api-reference#operation/listShipments', kind: 'endpoint' },

  // field
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'ioss_number', expected: '/docs/api/customs#ioss', kind: 'field' },
  { query: 'hs_code', expected: '/docs/api/customs#customs-lines', kind: 'field' },
  { query: 'label_overlay_id', expected: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', kind: 'field' },
  { query: 'Retry-After header', expected: '/docs/api/intro#rate-limiting', kind: 'field' },
  { query: 'partially_fulfilled', expected: '/docs/api/sales-orders#order-status', kind: 'field' },
  { query: 'half_pallet', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'field' },
  { query: 'next_cursor', expected: '/docs/api/intro#pagination', kind: 'field' },
  { query: 'carrier_timeout 504', expected: ['/docs/api/create-shipment#the-carrier-could-not-be-reached', '/docs/api/intro#error-codes'], kind: 'field' },
  { query: 'Kolli-Event-Id', expected: ['/docs/webhooks/requirements-and-structure#headers', '/docs/webhooks/requirements-and-structure#duplicates-and-order'], kind: 'field' },

  // typo
  { query: 'fullfillment shipment', expected: '/docs/api/sales-orders#create-a-shipment-from-a-fulfillment', kind: 'typo' },
  { query: 'create webhok subscription', expected: '/docs/webhooks/intro#create-a-subscription', kind: 'typo' },
  { query: 'custums declaration', expected: '/docs/api/customs', kind: 'typo' },
  { query: 'servcie points near address', expected: '/docs/api/service-points#find-service-points', kind: 'typo' },
  { query: 'dangerus goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'api authentification', expected: '/docs/api/auth', kind: 'typo' },
  { query: 'cash on delivary bring', expected: '/docs/api/carrier-specific/bring-cod', kind: 'typo' },
  { query: 'pirnt client linux install', expected: '/docs/print-client#linux', kind: 'typo' },

  // plural
  { query: 'webhook subscription', expected: '/docs/webhooks/intro#subscriptions', kind: 'plural' },
  { query: 'sales order tag', expected: '/docs/api/sales-orders#tags', kind: 'plural' },
  { query: 'register printer', expected: '/docs/print-client#register-printers', kind: 'plural' },
  { query: 'carrier setup', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#carrier-setups', kind: 'plural' },

  // changelog
  { query: 'when was test_mode deprecated', expected: '/changelog/shipments-test-mode-deprecated', kind: 'changelog' },
  { query: 'since when does dsv xpress support pickup', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'customer_number new in shipment response', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'when was the delete sales order endpoint released', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'when was requires_service_point added to the carrier setup file', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'additional_reference release notes', expected: '/changelog/new-shipment-field-additional-reference', kind: 'changelog' },
  { query: 'when did ioss support come out', expected: '/changelog/ioss-service', kind: 'changelog' },
  { query: 'what changed with the stackable parcel field', expected: '/changelog/new-parcel-field-stackable-shipments', kind: 'changelog' },
]
