import type { RelevanceCase } from './search-relevance-set'
/**
 * A third relevance set, written by a third reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code nor the other sets, with two kinds the others lack: identifiers (field
 * names, headers, enum values) and errors (a status code or a message pasted from a response). Its misses
 * have been looked at once: they showed that a pasted error message did not find its row in a table of
 * errors (README, "Search ranking"); nothing else was changed for it.
 */
export const RELEVANCE_THIRD_SET: RelevanceCase[] = [
  // task
  { query: 'check webhook request really comes from kolli', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'webhook subscription stopped sending events after our endpoint was down', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'same webhook event received twice', expected: '/docs/webhooks/requirements-and-structure#duplicates-and-order', kind: 'task' },
  { query: 'change url of webhook subscription', expected: '/docs/webhooks/intro#delete-a-subscription', kind: 'task' },
  { query: 'rotate leaked api key', expected: '/docs/api/auth#key-rotation', kind: 'task' },
  { query: 'go live switch from sandbox to prod', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'put our logo on the shipping label', expected: '/docs/api/label-overlay', kind: 'task' },
  { query: 'ship an order in two parts', expected: '/docs/api/sales-orders', kind: 'task' },
  { query: 'receiver pays cash when parcel is delivered bring', expected: '/docs/api/carrier-specific/bring-cod', kind: 'task' },
  { query: 'latest time to book same day pickup gls', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'ship perfume and aerosols with ups', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'task' },
  { query: 'does gls_shop_delivery need a service_point_id', expected: ['/docs/api/service-points#which-products-need-a-service-point', '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field'], kind: 'task' },
  { query: 'let shopper pick parcel shop in checkout javascript', expected: '/docs/shipping_module/listing_service_points#render-a-picker', kind: 'task' },
  { query: 'sender pays import vat and duties', expected: '/docs/api/customs#incoterms', kind: 'task' },
  { query: 'retry post without creating a duplicate shipment', expected: '/docs/api/intro#idempotency', kind: 'task' },
  { query: 'how to get next page of results next_cursor', expected: '/docs/api/intro#pagination', kind: 'task' },
  { query: 'how many api calls per second allowed', expected: '/docs/api/intro#rate-limiting', kind: 'task' },
  { query: 'which label belongs to which box', expected: ['/docs/api/carrier-specific/advanced-parcels#internal-reference', '/docs/api/create-shipment#parcels'], kind: 'task' },
  { query: 'send 3 identical pallets in one parcel entry', expected: '/docs/api/carrier-specific/advanced-parcels#quantity', kind: 'task' },
  { query: 'waybill missing when downloading zpl labels', expected: '/docs/api/carrier-specific/waybill#how-label_format-applies', kind: 'task' },
  { query: 'print job never prints stays queued', expected: ['/docs/print-client#troubleshooting', '/docs/print-client#print-job-statuses'], kind: 'task' },
  { query: 'raise ups liability for expensive camera gear', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'task' },
  { query: 'update overlay text after creating it', expected: '/docs/api/label-overlay#changing-an-overlay', kind: 'task' },
  { query: 'customer withdrew order but keep it for reports', expected: '/docs/api/sales-orders#cancel-a-sales-order', kind: 'task' },

  // title
  { query: 'Retrieve and use the carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file', kind: 'title' },
  { query: 'Download the labels of a shipment', expected: '/api-reference#operation/getShipmentLabels', kind: 'title' },
  { query: 'GLS Click & Collect', expected: '/docs/api/carrier-specific/gls-click-and-collect', kind: 'title' },
  { query: 'shipping module authentication', expected: '/docs/shipping_module/authentication', kind: 'title' },
  { query: 'Requirements and structure', expected: '/docs/webhooks/requirements-and-structure', kind: 'title' },
  { query: 'List service points for a checkout', expected: '/api-reference#operation/listShippingModuleServicePoints', kind: 'title' },

  // identifier
  { query: 'createFulfillmentShipment', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'identifier' },
  { query: 'Kolli-Signature', expected: ['/docs/webhooks/requirements-and-structure#verify-the-signature', '/docs/webhooks/requirements-and-structure#headers'], kind: 'identifier' },
  { query: 'exporter_vat_number', expected: '/docs/api/customs#customs-fields', kind: 'identifier' },
  { query: 'half_pallet', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'identifier' },
  { query: 'requires_service_point', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', kind: 'identifier' },
  { query: 'un_number', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'identifier' },

  // endpoint
  { query: 'POST /print_jobs', expected: '/api-reference#operation/createPrintJob', kind: 'endpoint' },
  { query: 'GET /shipments/shp_8Jd2kQ1x', expected: '/api-reference#operation/getShipment', kind: 'endpoint' },
  { query: 'DELETE /webhook_subscriptions/{webhook_subscription_id}', expected: '/api-reference#operation/deleteWebhookSubscription', kind: 'endpoint' },
  { query: '/carrier_setups/file', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'endpoint' },
  { query: 'POST /sales_orders/so_2Rc6wM8t/cancel', expected: '/api-reference#operation/cancelSalesOrder', kind: 'endpoint' },
  { query: '/fulfillments/ful_9Tx3bV6h', expected: '/api-reference#operation/getFulfillment', kind: 'endpoint' },

  // typo
  { query: 'webhok retries', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'typo' },
  { query: 'dangerus goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'fullfillment shipment', expected: ['/docs/api/sales-orders#create-a-shipment-from-a-fulfillment', '/api-reference#operation/createFulfillmentShipment'], kind: 'typo' },
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'lable overlay', expected: '/docs/api/label-overlay', kind: 'typo' },
  { query: 'sevrice points', expected: '/docs/api/service-points', kind: 'typo' },

  // changelog
  { query: 'when was test_mode deprecated', expected: '/changelog/shipments-test-mode-deprecated', kind: 'changelog' },
  { query: 'dsv xpress pickup since when', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'new customer_number field in shipment response', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'when was the delete sales order endpoint added', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'carrier setup file version 2025-01-14 what changed', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'ioss number support added for dhl ups fedex', expected: '/changelog/ioss-service', kind: 'changelog' },

  // error
  { query: '422 customs is required for shipments from DK to NO', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'error' },
  { query: '504 carrier_timeout when booking', expected: ['/docs/api/create-shipment#the-carrier-could-not-be-reached', '/docs/api/intro#error-codes'], kind: 'error' },
  { query: '401 The API user or API key is not valid', expected: ['/docs/api/auth#failed-authentication', '/docs/sandbox#separate-credentials'], kind: 'error' },
  { query: 'must be UN followed by four digits', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#validation-errors', kind: 'error' },
  { query: 'service_point_id is required for click_and_collect', expected: '/docs/api/carrier-specific/gls-click-and-collect#errors', kind: 'error' },
  { query: 'The sales order has fulfillments and cannot be deleted', expected: '/docs/api/sales-orders#delete-a-sales-order', kind: 'error' },
]
