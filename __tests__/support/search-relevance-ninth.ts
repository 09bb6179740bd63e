import type { RelevanceCase } from './search-relevance-set'
/**
 * A ninth relevance set, written by a ninth reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets: a developer at a furniture shop in Sweden
 * integrating Kolli for the first time.
 */
export const RELEVANCE_NINTH_SET: RelevanceCase[] = [
  // task
  { query: 'book pallets with dhl freight', expected: '/docs/api/carrier-specific/advanced-parcels#freight-with-dhl-freight-sweden', kind: 'task' },
  { query: 'wardrobe on pallet, nothing may be stacked on top', expected: '/docs/api/carrier-specific/advanced-parcels#stackable', kind: 'task' },
  { query: 'several identical boxes in one parcel entry', expected: '/docs/api/carrier-specific/advanced-parcels#quantity', kind: 'task' },
  { query: 'let shopper pick a parcel locker in our checkout', expected: ['/docs/shipping_module/intro#the-checkout-flow', '/docs/shipping_module/listing_service_points#render-a-picker'], kind: 'task' },
  { query: 'print label directly on warehouse printer from backend', expected: '/docs/print-client#send-a-print-job', kind: 'task' },
  { query: 'print job stays queued forever', expected: ['/docs/print-client#troubleshooting', '/docs/print-client#print-job-statuses'], kind: 'task' },
  { query: 'how do I check a webhook request really comes from kolli', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'email the customer when the parcel is on its way', expected: '/docs/webhooks/resources-and-actions#shipmenttracking_updated', kind: 'task' },
  { query: 'webhook subscription got disabled, how to turn it back on', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'got 201 but shipment status is failed', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'request timed out, will a retry book the shipment twice?', expected: ['/docs/api/intro#idempotency', '/docs/api/create-shipment#the-carrier-could-not-be-reached'], kind: 'task' },
  { query: 'extra insurance for an expensive sofa with ups', expected: '/docs/api/carrier-specific/declared-value-ups#when-to-use-it', kind: 'task' },
  { query: 'parcel arrived damaged, who do we contact', expected: '/docs/getting_help#problems-with-a-carrier', kind: 'task' },
  { query: 'do I need customs data shipping from sweden to norway', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'steps to go live with real carriers', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: '401 on production url with my sandbox key', expected: ['/docs/api/auth#failed-authentication', '/docs/sandbox#separate-credentials'], kind: 'task' },
  { query: 'how do I know if a product needs a pickup point before booking', expected: ['/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', '/docs/api/service-points#which-products-need-a-service-point'], kind: 'task' },
  { query: 'have the carrier collect goods at our warehouse', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'task' },
  { query: 'latest time to order a same day pickup with postnord', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'ship one order in two deliveries', expected: '/docs/api/sales-orders#fulfillments', kind: 'task' },
  { query: 'put our company logo on the shipping labels', expected: '/docs/api/label-overlay#create-an-overlay', kind: 'task' },
  { query: 'find all shipments where the booking failed', expected: '/docs/api/create-shipment#list-shipments', kind: 'task' },
  { query: 'how many api calls per second are we allowed', expected: '/docs/api/intro#rate-limiting', kind: 'task' },
  { query: 'api key leaked what do I do', expected: '/docs/api/auth#key-rotation', kind: 'task' },
  { query: 'simulate delivered status in sandbox', expected: '/docs/sandbox#what-is-simulated', kind: 'task' },
  { query: 'where do I get the waybill pdf', expected: '/docs/api/carrier-specific/waybill#labels-and-the-waybill', kind: 'task' },

  // title
  { query: 'Download the labels of a shipment', expected: ['/api-reference#operation/getShipmentLabels', '/docs/api/create-shipment#download-labels'], kind: 'title' },
  { query: 'Requirements and structure', expected: '/docs/webhooks/requirements-and-structure', kind: 'title' },
  { query: 'Deprecated: the test_mode shipment field', expected: '/changelog/shipments-test-mode-deprecated', kind: 'title' },
  { query: 'Advanced parcels', expected: '/docs/api/carrier-specific/advanced-parcels', kind: 'title' },
  { query: 'List service points for a checkout', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'title' },
  { query: 'Book a pickup', expected: '/docs/api/carrier-specific/pickup', kind: 'title' },

  // operationId
  { query: 'createShipment', expected: ['/api-reference#operation/createShipment', '/docs/api/create-shipment'], kind: 'operationId' },
  { query: 'getShipmentLabels zpl', expected: ['/api-reference#operation/getShipmentLabels', '/docs/api/create-shipment#download-labels'], kind: 'operationId' },
  { query: 'createPrintJob', expected: ['/api-reference#operation/createPrintJob', '/docs/print-client#send-a-print-job'], kind: 'operationId' },
  { query: 'listServicePoints postal_code', expected: ['/api-reference#operation/listServicePoints', '/docs/api/service-points#query-parameters'], kind: 'operationId' },
  { query: 'createWebhookSubscription url must use https', expected: ['/api-reference#operation/createWebhookSubscription', '/docs/webhooks/intro#create-a-subscription'], kind: 'operationId' },
  { query: 'api.createFulfillmentShipment', expected: ['/api-reference#operation/createFulfillmentShipment', '/docs/api/sales-orders#create-a-shipment-from-a-fulfillment'], kind: 'operationId' },
  { query: 'createShippingModuleToken expires_in', expected: ['/api-reference#operation/createShippingModuleToken', '/docs/shipping_module/authentication#request-a-token'], kind: 'operationId' },
  { query: 'cancelShipment', expected: ['/api-reference#operation/cancelShipment', '/docs/api/create-shipment#cancel-a-shipment'], kind: 'operationId' },

  // endpoint
  { query: 'POST /shipments', expected: ['/api-reference#operation/createShipment', '/docs/api/create-shipment#request'], kind: 'endpoint' },
  { query: 'GET /shipments/shp_3Wk9tR5v/labels?format=zpl', expected: ['/api-reference#operation/getShipmentLabels', '/docs/api/create-shipment#download-labels'], kind: 'endpoint' },
  { query: 'POST https://api.kolli.example/v1/print_jobs', expected: ['/api-reference#operation/createPrintJob', '/docs/print-client#send-a-print-job'], kind: 'endpoint' },
  { query: 'GET /service_points?carrier=postnord&country_code=SE&postal_code=41138', expected: ['/api-reference#operation/listServicePoints', '/docs/api/service-points#find-service-points'], kind: 'endpoint' },
  { query: 'POST /v1/shipments/shp_7Mc4vR1n/cancel', expected: ['/api-reference#operation/cancelShipment', '/docs/api/create-shipment#cancel-a-shipment'], kind: 'endpoint' },
  { query: 'GET https://api.kolli.example/v1/carrier_setups/file', expected: ['/api-reference#operation/getCarrierSetupFile', '/docs/api/retrieve-and-use-the-carrier-setup-file#the-carrier-setup-file'], kind: 'endpoint' },
  { query: 'DELETE /webhook_subscriptions/wh_5Nc8pQ2r', expected: ['/api-reference#operation/deleteWebhookSubscription', '/docs/webhooks/intro#delete-a-subscription'], kind: 'endpoint' },
  { query: 'GET /shipping_module/service_points?carrier=gls&country_code=SE&postal_code=41138', expected: ['/api-reference#operation/listShippingModuleServicePoints', '/docs/shipping_module/listing_service_points#request'], kind: 'endpoint' },
  { query: 'POST /fulfillments/ful_9Tx3bV6h/shipments', expected: ['/api-reference#operation/createFulfillmentShipment', '/docs/api/sales-orders#create-a-shipment-from-a-fulfillment'], kind: 'endpoint' },
  { query: 'GET https://api.kolli.example/v1/shipments?status=failed&created_after=2025-03-01T00:00:00Z', expected: ['/api-reference#operation/listShipments', '/docs/api/create-shipment#list-shipments'], kind: 'endpoint' },

  // field
  { query: 'Kolli-Signature', expected: ['/docs/webhooks/requirements-and-structure#verify-the-signature', '/docs/webhooks/requirements-and-structure#headers'], kind: 'field' },
  { query: 'Idempotency-Key header', expected: '/docs/api/intro#idempotency', kind: 'field' },
  { query: 'carrier_timeout', expected: ['/docs/api/create-shipment#the-carrier-could-not-be-reached', '/docs/api/intro#error-codes'], kind: 'field' },
  { query: 'failure_reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'field' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'Retry-After', expected: '/docs/api/intro#rate-limiting', kind: 'field' },
  { query: 'label_overlay_id', expected: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', kind: 'field' },
  { query: 'next_cursor null', expected: '/docs/api/intro#pagination', kind: 'field' },
  { query: 'half_pallet', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'field' },
  { query: 'cod account_number', expected: '/docs/api/carrier-specific/bring-cod#the-cod-service', kind: 'field' },

  // typo
  { query: 'webhok signiture verification', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'typo' },
  { query: 'dangerus goods lithium baterries', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'typo' },
  { query: 'servce point opening hours', expected: '/docs/api/service-points#opening-hours', kind: 'typo' },
  { query: 'cancle shipment', expected: '/docs/api/create-shipment#cancel-a-shipment', kind: 'typo' },
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'print clinet windows', expected: '/docs/print-client#windows', kind: 'typo' },
  { query: 'sandbox to prodution', expected: '/docs/sandbox#moving-to-production', kind: 'typo' },
  { query: 'carier setup file cache', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#caching', kind: 'typo' },

  // plural
  { query: 'pallets', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'plural' },
  { query: 'register printer', expected: '/docs/print-client#register-printers', kind: 'plural' },
  { query: 'label overlays', expected: '/docs/api/label-overlay', kind: 'plural' },
  { query: 'carrier setup', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#carrier-setups', kind: 'plural' },

  // changelog
  { query: 'when was the stackable field added', expected: '/changelog/new-parcel-field-stackable-shipments', kind: 'changelog' },
  { query: 'test_mode removal date', expected: ['/changelog/shipments-test-mode-deprecated', '/changelog/shipments-test-mode-deprecated#what-changed'], kind: 'changelog' },
  { query: 'since when does dsv xpress support pickup', expected: ['/changelog/dsv-xpress-pickup-service', '/docs/api/carrier-specific/pickup#dsv-xpress-pickup'], kind: 'changelog' },
  { query: 'is customer_number new in the shipment response?', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'what changed in carrier setup file version 2025-01-14', expected: '/changelog/new-field-in-carrier-setup-file#what-changed', kind: 'changelog' },
  { query: 'new endpoint to delete sales orders released', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'internal_reference parcel release what do I need to do', expected: '/changelog/new-parcel-field-internal-reference#what-you-need-to-do', kind: 'changelog' },
  { query: 'did the 2024 docs update change the api error format', expected: '/changelog/kolli-documentation-response-updates#what-changed', kind: 'changelog' },
]
