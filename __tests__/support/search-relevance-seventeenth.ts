import type { RelevanceCase } from './search-relevance-set'
/**
 * A seventeenth relevance set, written by a seventeenth reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets: a freelance Python developer integrating a Swedish bookshop and a Norwegian cosmetics shop (COD, perfume as LQ, insurance, returns, logo overlays, Django webhooks, WooCommerce service point picker).
 */
export const RELEVANCE_SEVENTEENTH_SET: RelevanceCase[] = [
  // task
  { query: 'collect payment on delivery in Norway', expected: '/docs/api/carrier-specific/bring-cod', kind: 'task' },
  { query: 'max cod amount in NOK', expected: '/docs/api/carrier-specific/bring-cod#limits', kind: 'task' },
  { query: 'cash on delivery from sweden to a norwegian customer', expected: '/docs/api/carrier-specific/bring-cod#limits', kind: 'task' },
  { query: 'insurance for expensive orders', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'task' },
  { query: 'declared value with several parcels how is it split', expected: '/docs/api/carrier-specific/declared-value-ups#the-declared_value-service', kind: 'task' },
  { query: 'ship perfume as limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#limited-quantity', kind: 'task' },
  { query: 'which carriers accept dangerous goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#carriers-and-products', kind: 'task' },
  { query: 'can perfume be sent to a parcel locker', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#carriers-and-products', kind: 'task' },
  { query: 'put my shop logo on the shipping label', expected: '/docs/api/label-overlay', kind: 'task' },
  { query: 'logo png size for overlay', expected: '/docs/api/label-overlay#limits', kind: 'task' },
  { query: 'update the text of an existing overlay', expected: '/docs/api/label-overlay#changing-an-overlay', kind: 'task' },
  { query: 'verify webhook hmac signature in django', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'how fast must my webhook endpoint respond', expected: '/docs/webhooks/requirements-and-structure#endpoint-requirements', kind: 'task' },
  { query: 'webhook subscription disabled after failed deliveries', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'same webhook event delivered twice', expected: '/docs/webhooks/requirements-and-structure#duplicates-and-order', kind: 'task' },
  { query: 'email the customer when the parcel is delivered', expected: '/docs/webhooks/resources-and-actions#shipmenttracking_updated', kind: 'task' },
  { query: 'service point picker in woocommerce checkout', expected: '/docs/shipping_module/listing_service_points#render-a-picker', kind: 'task' },
  { query: 'list pickup points from the browser without exposing the api key', expected: '/docs/shipping_module/intro#what-it-is-for', kind: 'task' },
  { query: 'which products require a service point', expected: ['/docs/api/service-points#which-products-need-a-service-point', '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field'], kind: 'task' },
  { query: 'do I need customs data for books from Sweden to Norway', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'customs content type for a returned parcel', expected: '/docs/api/customs#customs-fields', kind: 'task' },
  { query: 'retry a timed out request without booking twice', expected: '/docs/api/intro#idempotency', kind: 'task' },
  { query: 'booking came back with status failed', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'download label as pdf', expected: '/docs/api/create-shipment#download-labels', kind: 'task' },
  { query: 'go live with production credentials', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'basic auth with python requests', expected: '/docs/api/auth#examples', kind: 'task' },

  // title
  { query: 'Bring cash on delivery', expected: '/docs/api/carrier-specific/bring-cod', kind: 'title' },
  { query: 'Dangerous goods and limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'title' },
  { query: 'Listing service points', expected: '/docs/shipping_module/listing_service_points', kind: 'title' },
  { query: 'Declared value UPS', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'title' },
  { query: 'Use an overlay on a shipment', expected: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', kind: 'title' },
  { query: 'Shipping module authentication', expected: '/docs/shipping_module/authentication', kind: 'title' },

  // operationId
  { query: 'createWebhookSubscription', expected: '/api-reference#operation/createWebhookSubscription', kind: 'operationId' },
  { query: 'listShippingModuleServicePoints', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'operationId' },
  { query: 'createLabelOverlay', expected: '/api-reference#operation/createLabelOverlay', kind: 'operationId' },
  { query: 'createShippingModuleToken', expected: '/api-reference#operation/createShippingModuleToken', kind: 'operationId' },
  { query: 'shipmentEvent', expected: '/api-reference#operation/shipmentEvent', kind: 'operationId' },
  { query: 'getShipmentLabels', expected: '/api-reference#operation/getShipmentLabels', kind: 'operationId' },

  // endpoint
  { query: 'POST /shipments', expected: '/api-reference#operation/createShipment', kind: 'endpoint' },
  { query: 'get /v1/shipping_module/service_points', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'endpoint' },
  { query: 'DELETE /webhook_subscriptions/wh_5Nc8pQ2r', expected: '/api-reference#operation/deleteWebhookSubscription', kind: 'endpoint' },
  { query: 'POST /shipments/shp_8Jd2kQ1x/cancel', expected: '/api-reference#operation/cancelShipment', kind: 'endpoint' },
  { query: 'GET /service_points', expected: '/api-reference#operation/listServicePoints', kind: 'endpoint' },
  { query: 'post /label_overlays', expected: '/api-reference#operation/createLabelOverlay', kind: 'endpoint' },
  { query: 'GET /carrier_setups/file', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'endpoint' },
  { query: 'POST https://api.kolli.example/v1/shipping_module/tokens', expected: '/api-reference#operation/createShippingModuleToken', kind: 'endpoint' },

  // field
  { query: 'account_number cod', expected: '/docs/api/carrier-specific/bring-cod#the-cod-service', kind: 'field' },
  { query: 'limited_quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#limited-quantity', kind: 'field' },
  { query: 'un_number', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'field' },
  { query: 'label_overlay_id', expected: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', kind: 'field' },
  { query: 'text_lines overlay', expected: '/docs/api/label-overlay#the-label-overlay-object', kind: 'field' },
  { query: 'service_point_id', expected: '/docs/api/service-points#use-a-service-point-in-a-shipment', kind: 'field' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'failure_reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'field' },
  { query: 'expires_in module token', expected: '/docs/shipping_module/authentication#request-a-token', kind: 'field' },
  { query: 'distance_m', expected: ['/docs/api/service-points#response', '/docs/shipping_module/listing_service_points#service-point-fields'], kind: 'field' },

  // typo
  { query: 'cash on delivary', expected: '/docs/api/carrier-specific/bring-cod', kind: 'typo' },
  { query: 'limted quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#limited-quantity', kind: 'typo' },
  { query: 'dangerus goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'webhok signature', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'typo' },
  { query: 'lable overlay', expected: '/docs/api/label-overlay', kind: 'typo' },
  { query: 'servcie points', expected: '/docs/api/service-points', kind: 'typo' },
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'decalred value', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'typo' },

  // plural
  { query: 'webhook subscription', expected: '/docs/webhooks/intro#subscriptions', kind: 'plural' },
  { query: 'carrier setup', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#carrier-setups', kind: 'plural' },
  { query: 'sales order tag', expected: '/docs/api/sales-orders#tags', kind: 'plural' },
  { query: 'service point opening hour', expected: '/docs/api/service-points#opening-hours', kind: 'plural' },

  // changelog
  { query: 'when was requires_service_point added to the carrier setup file', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'test_mode removal date', expected: '/changelog/shipments-test-mode-deprecated', kind: 'changelog' },
  { query: 'when did customer_number appear in shipment responses', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'new endpoint to delete sales orders', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'IOSS number support announcement', expected: '/changelog/ioss-service', kind: 'changelog' },
  { query: 'since when can parcels have an internal reference', expected: '/changelog/new-parcel-field-internal-reference', kind: 'changelog' },
  { query: 'when did sales orders get tags', expected: '/changelog/new-sales-orders-field-tags', kind: 'changelog' },
  { query: 'release of create shipment from fulfillment endpoint', expected: '/changelog/kolli-new-endpoint-fulfillment-create-shipment', kind: 'changelog' },

  // error
  { query: 'services[0].currency must be NOK for a shipment within Norway', expected: '/docs/api/carrier-specific/bring-cod#limits', kind: 'error' },
  { query: 'The access token has expired.', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'error' },
  { query: 'must be UN followed by four digits', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#validation-errors', kind: 'error' },
  { query: '429 Too Many Requests', expected: '/docs/api/intro#rate-limiting', kind: 'error' },
]
