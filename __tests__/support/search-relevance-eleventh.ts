import type { RelevanceCase } from './search-relevance-set'
/**
 * An eleventh relevance set, written by an eleventh reader from the content alone (docs, changelog, openapi.yaml),
 * who saw neither the search code, its synonyms, nor the other sets: a developer at a Finnish outdoor-gear web shop (FI, SE, EE, NO; a WMS; many returns; gas canisters; tents on pallets) integrating Kolli for the first time.
 */
export const RELEVANCE_ELEVENTH_SET: RelevanceCase[] = [
  // task
  { query: 'book heavy tent pallets with DHL Freight', expected: '/docs/api/carrier-specific/advanced-parcels#freight-with-dhl-freight-sweden', kind: 'task' },
  { query: 'send camping gas canisters as limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#limited-quantity', kind: 'task' },
  { query: 'which carriers take dangerous goods like gas cartridges', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#carriers-and-products', kind: 'task' },
  { query: 'do I need customs data for orders to Estonia or Norway?', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'task' },
  { query: 'customs for a return parcel coming back from norway', expected: '/docs/api/customs#customs-fields', kind: 'task' },
  { query: 'norwegian customer should not pay duties at the door', expected: '/docs/api/customs#incoterms', kind: 'task' },
  { query: 'is it safe to retry create shipment after a 504 timeout', expected: '/docs/api/create-shipment#the-carrier-could-not-be-reached', kind: 'task' },
  { query: 'got 201 but the shipment status is failed', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'task' },
  { query: 'send labels straight to the warehouse printer from our WMS', expected: '/docs/print-client#send-a-print-job', kind: 'task' },
  { query: 'install kolli print client on ubuntu', expected: '/docs/print-client#linux', kind: 'task' },
  { query: 'let the shopper choose a parcel locker in checkout', expected: '/docs/shipping_module/listing_service_points#render-a-picker', kind: 'task' },
  { query: 'list pickup points from the browser without exposing the api key', expected: '/docs/shipping_module/intro#what-it-is-for', kind: 'task' },
  { query: 'module token expired, how do I renew it', expected: '/docs/shipping_module/authentication#expiry-and-refresh', kind: 'task' },
  { query: 'ship part of an order now and the rest when back in stock', expected: '/docs/api/sales-orders#fulfillments', kind: 'task' },
  { query: 'customer cancelled the order but we want to keep it in reports', expected: '/docs/api/sales-orders#cancel-a-sales-order', kind: 'task' },
  { query: 'webhook when the parcel is delivered to the customer', expected: '/docs/webhooks/resources-and-actions#shipment', kind: 'task' },
  { query: 'verify webhook hmac signature in python', expected: '/docs/webhooks/requirements-and-structure#verify-the-signature', kind: 'task' },
  { query: 'our webhook endpoint was down for a day, will events be resent?', expected: '/docs/webhooks/requirements-and-structure#retries-and-disabling', kind: 'task' },
  { query: 'latest time to book a same day pickup with PostNord', expected: '/docs/api/carrier-specific/pickup#cut-off-times', kind: 'task' },
  { query: 'add a paper waybill to a DSV XPress groupage shipment', expected: '/docs/api/carrier-specific/waybill#add-the-service', kind: 'task' },
  { query: 'print our shop logo on the shipping labels', expected: '/docs/api/label-overlay#create-an-overlay', kind: 'task' },
  { query: 'go live after testing in the sandbox', expected: '/docs/sandbox#moving-to-production', kind: 'task' },
  { query: 'how do I know if a product has to be delivered to a pickup point', expected: ['/docs/api/retrieve-and-use-the-carrier-setup-file#the-requires_service_point-field', '/docs/api/service-points#which-products-need-a-service-point'], kind: 'task' },
  { query: 'how many requests per second am I allowed', expected: '/docs/api/intro#rate-limiting', kind: 'task' },
  { query: 'insure expensive tents sent with UPS', expected: '/docs/api/carrier-specific/declared-value-ups', kind: 'task' },
  { query: 'link each parcel to our WMS pick list number', expected: '/docs/api/carrier-specific/advanced-parcels#internal-reference', kind: 'task' },

  // title
  { query: 'Sales orders and fulfillments', expected: '/docs/api/sales-orders', kind: 'title' },
  { query: 'dangerous goods and limited quantity', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'title' },
  { query: 'retrieve and use carrier setup file', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file', kind: 'title' },
  { query: 'Shipping module authentication', expected: '/docs/shipping_module/authentication', kind: 'title' },
  { query: 'book a pickup', expected: '/docs/api/carrier-specific/pickup', kind: 'title' },
  { query: 'webhooks requirements and structure', expected: '/docs/webhooks/requirements-and-structure', kind: 'title' },

  // endpoint
  { query: 'POST /shipments', expected: '/api-reference#operation/createShipment', kind: 'endpoint' },
  { query: 'GET /shipments/shp_8Jd2kQ1x/labels?format=zpl', expected: '/api-reference#operation/getShipmentLabels', kind: 'endpoint' },
  { query: 'POST /shipments/{shipment_id}/cancel', expected: '/api-reference#operation/cancelShipment', kind: 'endpoint' },
  { query: 'POST /fulfillments/ful_9Tx3bV6h/shipments', expected: '/api-reference#operation/createFulfillmentShipment', kind: 'endpoint' },
  { query: 'GET /sales_orders?tag=priority', expected: '/api-reference#operation/listSalesOrders', kind: 'endpoint' },
  { query: 'DELETE /sales_orders/{id}', expected: '/api-reference#operation/deleteSalesOrder', kind: 'endpoint' },
  { query: 'PUT /sales_orders/so_4Hn2pL9c', expected: '/api-reference#operation/updateSalesOrder', kind: 'endpoint' },
  { query: 'GET /service_points?carrier=postnord&country_code=FI&postal_code=00100', expected: '/api-reference#operation/listServicePoints', kind: 'endpoint' },
  { query: 'GET /carrier_setups/file', expected: '/api-reference#operation/getCarrierSetupFile', kind: 'endpoint' },
  { query: 'post /print_jobs', expected: '/api-reference#operation/createPrintJob', kind: 'endpoint' },

  // field
  { query: 'stackable false pallet', expected: '/docs/api/carrier-specific/advanced-parcels#stackable', kind: 'field' },
  { query: 'failure_reason', expected: '/docs/api/create-shipment#the-carrier-rejected-the-booking', kind: 'field' },
  { query: 'net_quantity_unit', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#the-dangerous_goods-object', kind: 'field' },
  { query: 'origin_country_code customs', expected: '/docs/api/customs#customs-lines', kind: 'field' },
  { query: 'time_until pickup window', expected: '/docs/api/carrier-specific/pickup#the-pickup-service', kind: 'field' },
  { query: 'labelOverlayId', expected: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', kind: 'field' },
  { query: 'distance_m', expected: ['/docs/api/service-points#response', '/docs/shipping_module/listing_service_points#service-point-fields'], kind: 'field' },
  { query: 'next_cursor', expected: '/docs/api/intro#pagination', kind: 'field' },
  { query: 'expires_in module token', expected: '/docs/shipping_module/authentication#request-a-token', kind: 'field' },
  { query: 'parcel_types', expected: '/docs/api/retrieve-and-use-the-carrier-setup-file#structure', kind: 'field' },

  // typo
  { query: 'idempotancy key', expected: '/docs/api/intro#idempotency', kind: 'typo' },
  { query: 'partial fullfilment', expected: '/docs/api/sales-orders#fulfillments', kind: 'typo' },
  { query: 'dangerus goods', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity', kind: 'typo' },
  { query: 'custms invoice number', expected: '/docs/api/customs#customs-fields', kind: 'typo' },
  { query: 'cash on delivey bring', expected: '/docs/api/carrier-specific/bring-cod', kind: 'typo' },
  { query: 'servce point opening hours', expected: '/docs/api/service-points#opening-hours', kind: 'typo' },
  { query: 'sandbx test carrier setups', expected: '/docs/sandbox#test-carrier-behaviour', kind: 'typo' },
  { query: 'api authentification', expected: '/docs/api/auth', kind: 'typo' },

  // plural
  { query: 'label overlays', expected: '/docs/api/label-overlay', kind: 'plural' },
  { query: 'waybills', expected: '/docs/api/carrier-specific/waybill', kind: 'plural' },
  { query: 'customs line', expected: '/docs/api/customs#customs-lines', kind: 'plural' },
  { query: 'pallet', expected: '/docs/api/carrier-specific/advanced-parcels#parcel-types', kind: 'plural' },

  // changelog
  { query: 'when was stackable added to parcels', expected: '/changelog/new-parcel-field-stackable-shipments', kind: 'changelog' },
  { query: 'when will test_mode be removed', expected: '/changelog/shipments-test-mode-deprecated', kind: 'changelog' },
  { query: 'when did DSV XPress start supporting pickup', expected: '/changelog/dsv-xpress-pickup-service', kind: 'changelog' },
  { query: 'customer_number new in shipment response', expected: '/changelog/new-shipment-response-field-customer-number', kind: 'changelog' },
  { query: 'since when can sales orders be deleted through the api', expected: '/changelog/new-endpoint-for-deleting-sales-orders', kind: 'changelog' },
  { query: 'sales order tags introduced', expected: '/changelog/new-sales-orders-field-tags', kind: 'changelog' },
  { query: 'when did the carrier setup file get requires_service_point', expected: '/changelog/new-field-in-carrier-setup-file', kind: 'changelog' },
  { query: 'new endpoint create shipment from fulfillment release', expected: '/changelog/kolli-new-endpoint-fulfillment-create-shipment', kind: 'changelog' },

  // operationId / error / identifier
  { query: 'listSalesOrderFulfillments', expected: '/api-reference#operation/listSalesOrderFulfillments', kind: 'operationId' },
  { query: 'shipmentEvent payload', expected: '/api-reference#operation/shipmentEvent', kind: 'operationId' },
  { query: 'carrier_unavailable 503 retry', expected: ['/docs/api/create-shipment#the-carrier-could-not-be-reached', '/docs/api/intro#error-codes'], kind: 'error' },
  { query: 'customs is required for shipments from FI to NO', expected: '/docs/api/customs#when-customs-data-is-required', kind: 'error' },
  { query: 'parcels[0].dangerous_goods is not accepted by product postnord_mypack_collect', expected: '/docs/api/carrier-specific/dangerous-goods-and-limited-quantity#validation-errors', kind: 'error' },
  { query: 'Kolli-Event-Id', expected: '/docs/webhooks/requirements-and-structure#headers', kind: 'identifier' },
  { query: 'smt_ token prefix', expected: '/docs/shipping_module/authentication#request-a-token', kind: 'identifier' },
  { query: 'dhl_freight_se_pallet', expected: '/docs/api/carrier-specific/advanced-parcels#freight-with-dhl-freight-sweden', kind: 'identifier' },
]
