import type { RelevanceCase } from './search-relevance-set'
/**
 * A twenty-seventh relevance set, written by a twenty-seventh reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets: a PHP (Laravel) developer at a Swedish outdoor-gear web shop (tents, kayaks on pallets, gas canisters, boots) migrating to Kolli from another shipping provider.
 */
export const RELEVANCE_TWENTYSEVENTH_SET: RelevanceCase[] = [
  // task
  { query: 'arrange collection from our warehouse tomorrow', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'task' },
  { query: 'ship gas canisters as limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#limited-quantity', kind: 'task' },
  { query: 'kayaks on pallets with dhl freight', expected: '/docs/api/carrier-specific/advanced-parcels#freight-with-dhl-freight-sweden', kind: 'task' },
  { query: 'print labels straight to zebra printer', expected: '/docs/print-client#send-a-print-job', kind: 'task' },
  { query: 'install print client on ubuntu', expected: '/docs/print-client#linux', kind: 'task' },
  { query: 'verify webhook hmac signature in php', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'customer picks parcel shop in checkout', expected: ['/docs/shipping_module/intro#the-checkout-flow', '/docs/shipping_module/listing_service_points#render-a-picker'], kind: 'task' },
  { query: 'do i need customs data shipping boots to norway', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'who pays import vat and duties', expected: '/docs/api/customs#incoterms', kind: 'task' },
  { query: 'rotate a leaked api key', expected: '/docs/api/auth#key-rotation', kind: 'task' },
  { query: 'retry after timeout without booking twice', expected: '/docs/api/intro#idempotency', kind: 'task' },
  { query: 'void a label we will not ship', expected: '/docs/api/create-shipment#cancel-a-shipment', kind: 'task' },
  { query: 'download label as zpl file', expected: '/docs/api/create-shipment#download-labels', kind: 'task' },
  { query: 'put our shop logo on the shipping label', expected: '/docs/api/label-overlay', kind: 'task' },
  { query: 'switch from sandbox to live', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'ship part of an order now and the rest later', expected: '/docs/api/sales-orders#fulfillments', kind: 'task' },
  { query: 'email customer when parcel is delivered', expected: '/docs/webhooks/resources-and-actions#shipmenttracking_updated', kind: 'task' },
  { query: 'loop through every page of results', expected: '/docs/api/intro#pagination', kind: 'task' },
  { query: 'find all bookings that failed today', expected: '/docs/api/create-shipment#list-shipments', kind: 'task' },
  { query: 'cash on delivery for norwegian customers', expected: '/docs/api/carrier-specific/bring-cod', kind: 'task' },
  { query: 'insure expensive tent shipment with ups', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'task' },
  { query: 'freight bill for dsv groupage pallets', expected: '/docs/api/carrier-specific/waybill', kind: 'task' },
  { query: 'match labels to the boxes we packed', expected: '/docs/api/carrier-specific/advanced-parcels#internal-reference', kind: 'task' },
  { query: 'how often to refresh carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#caching', kind: 'task' },
  { query: 'what to send support about a broken request', expected: '/docs/getting_help#what-to-include', kind: 'task' },
  { query: 'show only shipping options customer can book', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#build-a-product-picker', kind: 'task' },
  { query: 'webhook endpoint was down what happens to events', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'three identical tent boxes in one parcel entry', expected: '/docs/api/carrier-specific/advanced-parcels#quantity', kind: 'task' },

  // title
  { query: 'Retrieve and use the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file', kind: 'title' },
  { query: 'Dangerous goods and limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'title' },
  { query: 'Shipping module authentication', expected: '/docs/shipping_module/authentication', kind: 'title' },
  { query: 'Requirements and structure', expected: '/docs/webhooks/requirements-and-structure', kind: 'title' },
  { query: 'Download the labels of a shipment', expected: '/api-reference#operation/getShipmentLabels', kind: 'title' },
  { query: 'List service points for a checkout', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'title' },
  { query: 'Declared value (UPS)', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'title' },

  // operationId
  { query: 'createFulfillmentShipment', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'operationId' },
  { query: 'getCarrierSetupFile', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'operationId' },
  { query: 'cancelSalesOrder', expected: '/api-reference#operation/cancelSalesOrder', kind: 'operationId' },
  { query: 'listPrinters', expected: '/api-reference#operation/listPrinters', kind: 'operationId' },
  { query: 'shipmentEvent payload', expected: '/api-reference#operation/shipmentEvent', kind: 'operationId' },

  // endpoint
  { query: 'POST /shipments/{shipment_id}/cancel', expected: ['/api-reference#operation/cancelShipment', '/docs/api/create-shipment#cancel-a-shipment'], kind: 'endpoint' },
  { query: 'GET /sales_orders/{sales_order_id}/fulfillments', expected: '/api-reference#operation/listSalesOrderFulfillments', kind: 'endpoint' },
  { query: 'POST /shipping_module/tokens', expected: '/api-reference#operation/createShippingModuleToken', kind: 'endpoint' },
  { query: 'DELETE /webhook_subscriptions/{webhook_subscription_id}', expected: '/api-reference#operation/deleteWebhookSubscription', kind: 'endpoint' },
  { query: 'GET /service_points', expected: '/api-reference#operation/listServicePoints', kind: 'endpoint' },
  { query: 'POST /label_overlays', expected: '/api-reference#operation/createLabelOverlay', kind: 'endpoint' },
  { query: 'PUT /sales_orders/{sales_order_id}', expected: '/api-reference#operation/updateSalesOrder', kind: 'endpoint' },

  // field
  { query: 'failure_reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'field' },
  { query: 'hs_code', expected: '/docs/api/customs#customs-lines', kind: 'field' },
  { query: 'service_point_id', expected: '/docs/api/service-points#use-a-service-point-in-a-shipment', kind: 'field' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'time_until pickup', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'field' },
  { query: 'net_quantity_unit', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'field' },
  { query: 'label_overlay_id', expected: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', kind: 'field' },
  { query: 'expires_in token', expected: ['/docs/shipping_module/authentication#request-a-token', '/docs/shipping_module/authentication#expiry-and-refresh'], kind: 'field' },
  { query: 'account_number cod', expected: '/docs/api/carrier-specific/bring-cod#the-cod-service', kind: 'field' },
  { query: 'exporter_vat_number', expected: '/docs/api/customs#customs-fields', kind: 'field' },

  // typo
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'create webhok subscription', expected: '/docs/webhooks/intro#create-a-subscription', kind: 'typo' },
  { query: 'dangerus goods lithium battery', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'sandbox credentails 401', expected: '/docs/sandbox#separate-credentials', kind: 'typo' },
  { query: 'create fullfilment for order lines', expected: '/docs/api/sales-orders#fulfillments', kind: 'typo' },
  { query: 'rate limt 10 requests per second', expected: '/docs/api/intro#rate-limiting', kind: 'typo' },
  { query: 'label overaly position top bottom', expected: '/docs/api/label-overlay#the-label-overlay-object', kind: 'typo' },

  // plural
  { query: 'service point opening hour', expected: '/docs/api/service-points#opening-hours', kind: 'plural' },
  { query: 'list printer', expected: '/docs/print-client#list-printers', kind: 'plural' },
  { query: 'parcel type pallet half pallet envelope', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'plural' },
  { query: 'sales order tag filter', expected: '/docs/api/sales-orders#tags', kind: 'plural' },

  // changelog
  { query: 'test_mode removal date', expected: '/changelog/shipments-test-mode-deprecated#what-changed', kind: 'changelog' },
  { query: 'dsv xpress pickup now supported', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'customer_number added to shipment response', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'when did sales orders get tags', expected: '/changelog/new-sales-orders-field-tags', kind: 'changelog' },
  { query: 'announcement delete sales order endpoint', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'requires_service_point new in carrier file', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'release of second reference field on shipments', expected: '/changelog/new-shipment-field-additional-reference', kind: 'changelog' },

  // error
  { query: '422 validation_failed parcels[0].weight_kg', expected: '/docs/api/intro#errors', kind: 'error' },
  { query: 'The access token has expired.', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'error' },
  { query: '504 carrier_timeout', expected: '/docs/api/create-shipment#the-carrier-could-not-be-reached', kind: 'error' },
  { query: 'must be UN followed by four digits', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#validation-errors', kind: 'error' },
  { query: 'The sales order has fulfillments and cannot be deleted', expected: '/docs/api/sales-orders#delete-a-sales-order', kind: 'error' },
]
