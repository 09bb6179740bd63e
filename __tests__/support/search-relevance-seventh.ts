import type { RelevanceCase } from './search-relevance-set'
/**
 * A seventh relevance set, written by a seventh reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets.
 */
export const RELEVANCE_SEVENTH_SET: RelevanceCase[] = [
  // task
  { query: 'how do i switch from sandbox to production', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'got 201 but shipment status is failed', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'carrier timeout 504 is it safe to retry', expected: '/docs/api/create-shipment#the-carrier-could-not-be-reached', kind: 'task' },
  { query: 'api key leaked what do i do', expected: '/docs/api/auth#key-rotation', kind: 'task' },
  { query: 'do i need customs data from denmark to norway', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'who pays import vat and duties', expected: '/docs/api/customs#incoterms', kind: 'task' },
  { query: 'put our company logo on the shipping label', expected: '/docs/api/label-overlay', kind: 'task' },
  { query: 'print jobs stay queued nothing comes out of the printer', expected: ['/docs/print-client#troubleshooting', '/docs/print-client#print-job-statuses'], kind: 'task' },
  { query: 'make sure a webhook request really comes from kolli', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'webhooks stopped arriving, subscription disabled?', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'ship one order in two separate deliveries', expected: '/docs/api/sales-orders#fulfillments', kind: 'task' },
  { query: 'customer withdrew the order but we need to keep it for reports', expected: '/docs/api/sales-orders#cancel-a-sales-order', kind: 'task' },
  { query: 'let shoppers pick a parcel shop in our web shop checkout', expected: '/docs/shipping_module/intro', kind: 'task' },
  { query: 'checkout token expired after an hour', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'task' },
  { query: 'pallet must not have anything stacked on top', expected: '/docs/api/carrier-specific/advanced-parcels#stackable', kind: 'task' },
  { query: 'receiver pays the driver when the parcel arrives in norway', expected: '/docs/api/carrier-specific/bring-cod', kind: 'task' },
  { query: 'increase ups liability for expensive goods', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'task' },
  { query: 'latest time to book a same day collection with gls', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'got 429 how long should i wait before retrying', expected: '/docs/api/intro#rate-limiting', kind: 'task' },
  { query: 'which label belongs to which box when a shipment has several parcels', expected: ['/docs/api/carrier-specific/advanced-parcels#internal-reference', '/docs/api/create-shipment#parcels'], kind: 'task' },
  { query: 'what should i include when contacting support', expected: '/docs/getting_help#what-to-include', kind: 'task' },
  { query: 'how often should i refetch the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#caching', kind: 'task' },
  { query: 'sandbox shipments never change to delivered', expected: '/docs/sandbox#what-is-simulated', kind: 'task' },
  { query: 'only show products the user can actually book for a destination', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#build-a-product-picker', kind: 'task' },

  // title
  { query: 'getting started', expected: '/docs/getting-started', kind: 'title' },
  { query: 'Label overlay', expected: '/docs/api/label-overlay', kind: 'title' },
  { query: 'waybill', expected: '/docs/api/carrier-specific/waybill', kind: 'title' },
  { query: 'resources and actions', expected: '/docs/webhooks/resources-and-actions', kind: 'title' },
  { query: 'Listing service points', expected: '/docs/shipping_module/listing_service_points', kind: 'title' },
  { query: 'advanced parcels', expected: '/docs/api/carrier-specific/advanced-parcels', kind: 'title' },
  { query: 'retrieve and use the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file', kind: 'title' },
  { query: 'introduction to webhooks', expected: '/docs/webhooks/intro', kind: 'title' },

  // operationId
  { query: 'createShipment', expected: '/api-reference#operation/createShipment', kind: 'operationId' },
  { query: 'getShipmentLabels', expected: '/api-reference#operation/getShipmentLabels', kind: 'operationId' },
  { query: 'listServicePoints', expected: '/api-reference#operation/listServicePoints', kind: 'operationId' },
  { query: 'createFulfillmentShipment', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'operationId' },
  { query: 'cancelSalesOrder', expected: '/api-reference#operation/cancelSalesOrder', kind: 'operationId' },
  { query: 'shipmentEvent', expected: '/api-reference#operation/shipmentEvent', kind: 'operationId' },
  { query: 'createShippingModuleToken', expected: '/api-reference#operation/createShippingModuleToken', kind: 'operationId' },
  { query: 'listCarrierSetups', expected: '/api-reference#operation/listCarrierSetups', kind: 'operationId' },

  // endpoint
  { query: 'POST /shipments/{shipment_id}/cancel', expected: ['/api-reference#operation/cancelShipment', '/docs/api/create-shipment#cancel-a-shipment'], kind: 'endpoint' },
  { query: 'GET /v1/carrier_setups/file', expected: ['/api-reference#operation/getCarrierSetupFile', '/docs/api/retrieve-and-use-the-carrier-setup-file#the-carrier-setup-file'], kind: 'endpoint' },
  { query: 'DELETE /sales_orders/so_7Kp2xD9m', expected: ['/api-reference#operation/deleteSalesOrder', '/docs/api/sales-orders#delete-a-sales-order'], kind: 'endpoint' },
  { query: 'post /webhook_subscriptions', expected: ['/api-reference#operation/createWebhookSubscription', '/docs/webhooks/intro#create-a-subscription'], kind: 'endpoint' },
  { query: 'GET /shipping_module/service_points?carrier=gls', expected: ['/api-reference#operation/listShippingModuleServicePoints', '/docs/shipping_module/listing_service_points'], kind: 'endpoint' },
  { query: 'POST https://api.kolli.example/v1/print_jobs', expected: ['/api-reference#operation/createPrintJob', '/docs/print-client#send-a-print-job'], kind: 'endpoint' },
  { query: 'GET /sales_orders/{id}/fulfillments', expected: ['/api-reference#operation/listSalesOrderFulfillments', '/docs/api/sales-orders#get-fulfillments'], kind: 'endpoint' },
  { query: 'PUT /sales_orders/{sales_order_id}', expected: ['/api-reference#operation/updateSalesOrder', '/docs/api/sales-orders#list-get-and-update-sales-orders'], kind: 'endpoint' },
  { query: 'GET /shipments?status=failed', expected: ['/api-reference#operation/listShipments', '/docs/api/create-shipment#list-shipments'], kind: 'endpoint' },
  { query: 'POST label_overlays', expected: ['/api-reference#operation/createLabelOverlay', '/docs/api/label-overlay#create-an-overlay'], kind: 'endpoint' },

  // field
  { query: 'failure_reason', expected: ['/docs/api/create-shipment#the-carrier-rejected-the-booking', '/docs/api/create-shipment#response'], kind: 'field' },
  { query: 'Kolli-Signature', expected: ['/docs/webhooks/requirements-and-structure#verify-the-signature', '/docs/webhooks/requirements-and-structure#headers'], kind: 'field' },
  { query: 'Idempotency-Key header', expected: '/docs/api/intro#idempotency', kind: 'field' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'field' },
  { query: 'ioss_number', expected: '/docs/api/customs#ioss', kind: 'field' },
  { query: 'hs_code', expected: '/docs/api/customs#customs-lines', kind: 'field' },
  { query: 'label_overlay_id', expected: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', kind: 'field' },
  { query: 'time_until pickup', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'field' },
  { query: 'un_number', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'field' },
  { query: 'next_cursor', expected: '/docs/api/intro#pagination', kind: 'field' },

  // typo
  { query: 'sandbx credentials', expected: '/docs/sandbox#separate-credentials', kind: 'typo' },
  { query: 'fullfillment create shipment', expected: ['/docs/api/sales-orders#create-a-shipment-from-a-fulfillment', '/api-reference#operation/createFulfillmentShipment'], kind: 'typo' },
  { query: 'dangerus goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'servcie point opening hours', expected: '/docs/api/service-points#opening-hours', kind: 'typo' },
  { query: 'authorizaton header basic', expected: '/docs/api/auth#the-authorization-header', kind: 'typo' },
  { query: 'lable overlay limits', expected: '/docs/api/label-overlay#limits', kind: 'typo' },
  { query: 'print cleint linux install', expected: '/docs/print-client#linux', kind: 'typo' },
  { query: 'webhook subscribtion delete', expected: '/docs/webhooks/intro#delete-a-subscription', kind: 'typo' },

  // plural
  { query: 'sales order tag', expected: '/docs/api/sales-orders#tags', kind: 'plural' },
  { query: 'print job status', expected: '/docs/print-client#print-job-statuses', kind: 'plural' },
  { query: 'webhook subscription', expected: '/docs/webhooks/intro#subscriptions', kind: 'plural' },
  { query: 'parcel type', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'plural' },

  // changelog
  { query: 'when was test_mode deprecated', expected: '/changelog/shipments-test-mode-deprecated', kind: 'changelog' },
  { query: 'since when does dsv xpress support pickup', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'when was additional_reference added to shipments', expected: '/changelog/new-shipment-field-additional-reference', kind: 'changelog' },
  { query: 'requires_service_point new in carrier setup file version 2025-01-14', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'new customer_number in shipment response changelog', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'when could sales orders be deleted through the api', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'release that added create shipment from fulfillment', expected: '/changelog/kolli-new-endpoint-fulfillment-create-shipment', kind: 'changelog' },
  { query: 'when were tags added to sales orders', expected: '/changelog/new-sales-orders-field-tags', kind: 'changelog' },
]
