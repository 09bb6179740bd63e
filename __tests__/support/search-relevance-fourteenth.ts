import type { RelevanceCase } from './search-relevance-set'
/**
 * A fourteenth relevance set, written by a fourteenth reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets: a Swedish agency developer building a multi-merchant Node.js shipping plugin with a checkout delivery picker.
 */
export const RELEVANCE_FOURTEENTH_SET: RelevanceCase[] = [
  // task
  { query: 'keep api key out of the shopper browser', expected: '/docs/shipping_module/authentication#keep-the-api-key-on-the-server', kind: 'task' },
  { query: 'show nearest parcel lockers in checkout', expected: '/docs/shipping_module/listing_service_points', kind: 'task' },
  { query: 'module token expired how to renew', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'task' },
  { query: 'cache checkout token in express server', expected: '/docs/shipping_module/authentication#example-token-endpoint', kind: 'task' },
  { query: 'only show delivery options that fit the destination country and parcel weight', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#build-a-product-picker', kind: 'task' },
  { query: 'does product need pickup point selected', expected: ['/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', '/docs/api/service-points#which-products-need-a-service-point'], kind: 'task' },
  { query: 'book shipment to the pickup point the shopper chose', expected: '/docs/shipping_module/listing_service_points#pass-the-service-point-to-the-shipment', kind: 'task' },
  { query: 'retry after network timeout without booking twice', expected: '/docs/api/intro#idempotency', kind: 'task' },
  { query: 'booking came back failed with carrier reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'how many requests per second allowed', expected: '/docs/api/intro#rate-limiting', kind: 'task' },
  { query: 'check webhook hmac in node', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'email customer when parcel is on its way', expected: '/docs/webhooks/resources-and-actions#shipmenttracking_updated', kind: 'task' },
  { query: 'go live with production credentials', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'send labels directly to warehouse printer', expected: '/docs/print-client#send-a-print-job', kind: 'task' },
  { query: 'download zpl labels', expected: '/docs/api/create-shipment#download-labels', kind: 'task' },
  { query: 'void a label the merchant will not ship', expected: '/docs/api/create-shipment#cancel-a-shipment', kind: 'task' },
  { query: 'does sweden to norway need customs', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'who pays import duties', expected: '/docs/api/customs#incoterms', kind: 'task' },
  { query: 'put merchant logo on shipping label', expected: '/docs/api/label-overlay', kind: 'task' },
  { query: 'latest time to order same day collection from postnord', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'let norwegian customers pay when parcel arrives', expected: '/docs/api/carrier-specific/bring-cod', kind: 'task' },
  { query: 'insure high value package with ups', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'task' },
  { query: 'ship bike lights with lithium batteries', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'task' },
  { query: 'match each label to the right box', expected: '/docs/api/carrier-specific/advanced-parcels#internal-reference', kind: 'task' },
  { query: 'change the url of an existing webhook', expected: '/docs/webhooks/intro#delete-a-subscription', kind: 'task' },
  { query: 'webhook deliveries arrive twice or out of order', expected: '/docs/webhooks/requirements-and-structure#duplicates-and-order', kind: 'task' },

  // title
  { query: 'Shipping module authentication', expected: '/docs/shipping_module/authentication', kind: 'title' },
  { query: 'listing service points', expected: '/docs/shipping_module/listing_service_points', kind: 'title' },
  { query: 'Retrieve and use the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file', kind: 'title' },
  { query: 'requirements and structure', expected: '/docs/webhooks/requirements-and-structure', kind: 'title' },
  { query: 'List service points for a checkout', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'title' },
  { query: 'download the labels of a shipment', expected: '/api-reference#operation/getShipmentLabels', kind: 'title' },

  // endpoint
  { query: 'POST /shipping_module/tokens', expected: ['/api-reference#operation/createShippingModuleToken', '/docs/shipping_module/authentication#request-a-token'], kind: 'endpoint' },
  { query: 'GET /shipping_module/service_points', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'endpoint' },
  { query: 'GET /carrier_setups/file', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'endpoint' },
  { query: 'GET /carrier_setups', expected: '/api-reference#operation/listCarrierSetups', kind: 'endpoint' },
  { query: 'POST /shipments/shp_8Jd2kQ1x/cancel', expected: '/api-reference#operation/cancelShipment', kind: 'endpoint' },
  { query: 'GET /service_points', expected: '/api-reference#operation/listServicePoints', kind: 'endpoint' },
  { query: 'POST /webhook_subscriptions', expected: '/api-reference#operation/createWebhookSubscription', kind: 'endpoint' },
  { query: 'GET /shipments/{id}', expected: '/api-reference#operation/getShipment', kind: 'endpoint' },

  // field
  { query: 'service_point_id', expected: '/docs/api/service-points#use-a-service-point-in-a-shipment', kind: 'field' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'expires_in', expected: '/docs/shipping_module/authentication#request-a-token', kind: 'field' },
  { query: 'distance_m', expected: ['/docs/shipping_module/listing_service_points#service-point-fields', '/docs/api/service-points#response'], kind: 'field' },
  { query: 'opening_hours format', expected: '/docs/api/service-points#opening-hours', kind: 'field' },
  { query: 'failure_reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'field' },
  { query: 'required_fields', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#structure', kind: 'field' },
  { query: 'tracking_url', expected: '/docs/api/create-shipment#response', kind: 'field' },
  { query: 'hs_code', expected: '/docs/api/customs#customs-lines', kind: 'field' },
  { query: 'next_cursor', expected: '/docs/api/intro#pagination', kind: 'field' },

  // typo
  { query: 'servce point picker', expected: '/docs/shipping_module/listing_service_points#render-a-picker', kind: 'typo' },
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'webhok signature', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'typo' },
  { query: 'cusotms', expected: '/docs/api/customs', kind: 'typo' },
  { query: 'rate limt', expected: '/docs/api/intro#rate-limiting', kind: 'typo' },
  { query: 'lable overlay', expected: '/docs/api/label-overlay', kind: 'typo' },
  { query: 'dangerus goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'moduel token', expected: '/docs/shipping_module/authentication', kind: 'typo' },

  // plural
  { query: 'carrier setup', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#carrier-setups', kind: 'plural' },
  { query: 'webhook subscriptions', expected: '/docs/webhooks/intro#subscriptions', kind: 'plural' },
  { query: 'pallet', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'plural' },
  { query: 'cut-off time', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'plural' },

  // changelog
  { query: 'when is test_mode removed', expected: '/changelog/shipments-test-mode-deprecated', kind: 'changelog' },
  { query: 'see which carrier account a shipment was billed to', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'requires_service_point added to carrier file', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'since when can carrier setups be listed through the api', expected: '/changelog/kolli-new-endpoint-carrier-setups', kind: 'changelog' },
  { query: 'ioss number now supported for dhl express ups fedex', expected: '/changelog/ioss-service', kind: 'changelog' },
  { query: 'dsv xpress collection booking announcement', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'second reference field on shipments added', expected: '/changelog/new-shipment-field-additional-reference', kind: 'changelog' },
  { query: 'stackable flag introduced for pallets', expected: '/changelog/new-parcel-field-stackable-shipments', kind: 'changelog' },

  // operationId
  { query: 'createShippingModuleToken', expected: '/api-reference#operation/createShippingModuleToken', kind: 'operationId' },
  { query: 'listServicePoints', expected: '/api-reference#operation/listServicePoints', kind: 'operationId' },
  { query: 'getCarrierSetupFile', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'operationId' },
  { query: 'shipmentEvent', expected: '/api-reference#operation/shipmentEvent', kind: 'operationId' },

  // error
  { query: 'The access token has expired.', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'error' },
  { query: '504 carrier_timeout', expected: '/docs/api/create-shipment#the-carrier-could-not-be-reached', kind: 'error' },
  { query: 'service_point_id belongs to carrier bring, not gls', expected: '/docs/api/service-points#use-a-service-point-in-a-shipment', kind: 'error' },
  { query: 'The API user or API key is not valid.', expected: '/docs/api/auth#failed-authentication', kind: 'error' },

  // identifier
  { query: 'smt_', expected: '/docs/shipping_module/authentication#request-a-token', kind: 'identifier' },
  { query: 'postnord_mypack_collect', expected: '/docs/api/service-points#which-products-need-a-service-point', kind: 'identifier' },
]
