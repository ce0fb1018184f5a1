/**
 * Generated from docs/openapi.json by `npm run client` (openapi-typescript). Do not edit.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health: the state of the table and the queues
         * @description No bearer token.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describes the caller: tenant, scheme, access level and permissions of the presented token
         * @description Lets an integration check its credentials. Never returns the token itself.
         *
         *     Bearer schemes: access, auth, integration.
         */
        get: operations["whoAmI"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounting config entries of a store
         * @description Sortable by configType (default), key, value, vatCodeUid, productGroupUid, uid and dates.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["listAccountingConfigs"];
        put?: never;
        /**
         * Create an accounting config entry
         * @description Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        post: operations["createAccountingConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/{accountingConfigUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an accounting config entry
         * @description Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["getAccountingConfig"];
        /**
         * Set an entry's value
         * @description Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        put: operations["updateAccountingConfig"];
        post?: never;
        /**
         * Delete an accounting config entry
         * @description Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteAccountingConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/productGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product-group account mapping as an entry (deprecated: use /productGroups)
         * @deprecated
         * @description Responses carry `Deprecation: true` and `Link: <.../productGroups>; rel="successor-version"`.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        post: operations["createProductGroupEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/productGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product-group account mappings
         * @description Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        get: operations["listProductGroupMappings"];
        put?: never;
        /**
         * Create a product-group account mapping
         * @description The account applies to products with the VAT code in the product group and its child groups.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        post: operations["createProductGroupMapping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/accountnumbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's account numbers
         * @description A view over the entries of its config type, read with one Query.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["getAccountNumbers"];
        /**
         * Replace the store's account numbers
         * @description Writes the underlying entries in one transaction: present fields are created or updated, absent fields (and VAT codes no longer listed) are deleted. Optimistic concurrency: send If-Match with the ETag of the GET; a change by anyone since is a 412.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        put: operations["putAccountNumbers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/treatcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's treat codes
         * @description A view over the entries of its config type, read with one Query.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["getTreatCodes"];
        /**
         * Replace the store's treat codes
         * @description Writes the underlying entries in one transaction: present fields are created or updated, absent fields (and VAT codes no longer listed) are deleted. Optimistic concurrency: send If-Match with the ETag of the GET; a change by anyone since is a 412.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        put: operations["putTreatCodes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/vatTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's VAT types
         * @description A view over the entries of its config type, read with one Query.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["getVatTypes"];
        /**
         * Replace the store's VAT types
         * @description Writes the underlying entries in one transaction: present fields are created or updated, absent fields (and VAT codes no longer listed) are deleted. Optimistic concurrency: send If-Match with the ETag of the GET; a change by anyone since is a 412.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        put: operations["putVatTypes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/customers/{customerUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's ledger number in this store
         * @description Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["getCustomerAccounting"];
        /**
         * Set a customer's ledger number in this store
         * @description Permissions (any one): ACCOUNTING_CONFIG. Bearer schemes: access, auth, integration.
         */
        put: operations["putCustomerAccounting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/customers/{customerUid}/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The full customer with its accounting in this store
         * @description Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["getFullCustomerAccounting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers (paged)
         * @description List items carry `contacts: []`; read one customer for its contacts.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description A PERSON needs firstname or lastname, a COMPANY its companyName. `customerUid` may be chosen by the caller; a duplicate is a 409. Emits CUSTOMER_CREATE.
         *
         *     Permissions (any one): CUSTOMER. Bearer schemes: access, auth, integration.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search customers (paged)
         * @description `query`: case-insensitive; every word of it must be contained in a word of the names, company, e-mail or mobile. `email` (case-insensitive) and `mobile` (any notation, compared as E.164) are exact. `relevance` is the match score; results sort by it when `query` is given.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["searchCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/{customerUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer with its contacts
         * @description Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getCustomer"];
        /**
         * Update a customer (partial)
         * @description Omitted fields keep their value; an empty string clears a text field. Emits CUSTOMER_UPDATE. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.
         *
         *     Permissions (any one): CUSTOMER. Bearer schemes: access, auth, integration.
         */
        put: operations["updateCustomer"];
        post?: never;
        /**
         * Delete a customer
         * @description Removes its contact links; contacts that belong to no other customer are deleted too. Emits CUSTOMER_DELETE.
         *
         *     Permissions (any one): CUSTOMER. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customer-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer contacts (paged)
         * @description Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listCustomerContacts"];
        put?: never;
        /**
         * Create a customer contact, optionally linked to customers
         * @description firstname and lastname are required; mobile is stored as E.164; role defaults to CONTACT. Every customerUid must exist (404 naming each, nothing written). A duplicate customerContactUid is a 409. Emits CUSTOMER_UPDATE per linked customer.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createCustomerContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customer-contacts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search customer contacts (paged)
         * @description `query`: case-insensitive; every word of it must be contained in a word of firstname, lastname, e-mail or mobile. `email` (case-insensitive) and `mobile` (any notation, compared as E.164) are exact.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["searchCustomerContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customer-contacts/{customerContactUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer contact with its customers
         * @description Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getCustomerContact"];
        /**
         * Update a customer contact (partial)
         * @description Omitted fields keep their value; "" clears email or mobile. Emits CUSTOMER_UPDATE per linked customer. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateCustomerContact"];
        post?: never;
        /**
         * Delete a customer contact and all its customer links
         * @description Permissions (any one): CUSTOMER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteCustomerContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customer-contacts/{customerContactUid}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers of a contact
         * @description Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listCustomerContactCustomers"];
        put?: never;
        /**
         * Link customers to a contact
         * @description A customer already linked takes the given role. Every customerUid must exist (404 naming each).
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["addCustomerContactCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customer-contacts/{customerContactUid}/customers/{customerUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a customer from a contact
         * @description The contact stays, even without customers.
         *
         *     Permissions (any one): CUSTOMER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["removeCustomerContactCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/{customerUid}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts of a customer (paged)
         * @description Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listCustomerScopedContacts"];
        put?: never;
        /**
         * Create a contact on a customer
         * @description firstname and lastname are required; role defaults to CONTACT. A duplicate customerContactUid is a 409 (link an existing contact with POST /customer-contacts/{customerContactUid}/customers). Emits CUSTOMER_UPDATE.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createCustomerScopedContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/{customerUid}/contacts/{customerContactUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contact of a customer
         * @description Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getCustomerScopedContact"];
        /**
         * Update a contact of a customer (partial)
         * @description Changes the contact for every customer it belongs to. Emits CUSTOMER_UPDATE per linked customer. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateCustomerScopedContact"];
        post?: never;
        /**
         * Remove a contact from a customer
         * @description The contact itself is deleted when it belongs to no other customer.
         *
         *     Permissions (any one): CUSTOMER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteCustomerScopedContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/{customerUid}/contacts/{customerContactUid}/extensions/{customerExtensionCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable an extension for a contact of a customer in a store
         * @description Idempotent: enabling it again changes nothing. The entry is { extensionCode, organizationUid: storeUid }.
         *
         *     Permissions (any one): CUSTOMER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["addCustomerContactExtension"];
        /**
         * Disable an extension for a contact of a customer in a store
         * @description Idempotent: disabling an extension that is not enabled is also a 204.
         *
         *     Permissions (any one): CUSTOMER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["removeCustomerContactExtension"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API described as OpenAPI 3.1
         * @description No bearer token.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API reference, a page for the browser
         * @description An HTML page that renders `/openapi.json`: every operation grouped by area with request and response samples, the bearer schemes, the webhooks and the problem types.
         *
         *     No bearer token.
         */
        get: operations["getReferencePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/problems/{problemType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a problem type is explained
         * @description Redirects to the section of the reference page that explains the problem type `https://docs.retail-commerce.example/problems/{problemType}`.
         *
         *     No bearer token.
         */
        get: operations["getProblemType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page's renderer script
         * @description No bearer token.
         */
        get: operations["getReferenceScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's notifications, newest first
         * @description Paged with the query parameters of spec 2.1, newest first by default. Shows a notification sent just before; its later state changes (sender, delivery reports) follow shortly, usually within a second.
         *
         *     Permissions (any one): INTERNAL_PURCHASE_ORDER, PURCHASE_ORDER, RECEIVEMENT, RETURN_ORDER, SALES_ORDER, SERVICE_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listStoreNotifications"];
        put?: never;
        /**
         * Send an e-mail or SMS
         * @description Stores the notification as NOT_STARTED and queues it in the same write; the sender then moves it to IN_PROGRESS and SENT (or FAILED), and delivery reports move it to DELIVERED, BOUNCED or SPAM_COMPLAINT. Either message or templateType is required; message wins when both are given. SMS recipients must be valid phone numbers (stored as E.164), e-mail recipients valid addresses; subject is only valid for EMAIL. customerUid, orderUid and serviceOrderUid must exist (404).
         *
         *     Permissions (any one): INTERNAL_PURCHASE_ORDER, PURCHASE_ORDER, RECEIVEMENT, RETURN_ORDER, SALES_ORDER, SERVICE_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["sendNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/notifications/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the notifications of a tenant
         * @description Every given filter must match. recipient is an exact match (phone numbers in any format); message, errorText and query match text in any case; fromDateTime/toDateTime bound createdAt inclusively. Paged with the query parameters of spec 2.1; newest first by default. Shows a notification sent just before; its later state changes (sender, delivery reports) follow shortly, usually within a second.
         *
         *     Permissions (any one): INTERNAL_PURCHASE_ORDER, PURCHASE_ORDER, RECEIVEMENT, RETURN_ORDER, SALES_ORDER, SERVICE_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["searchNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notification template types, with the references and data keys each needs
         * @description Bearer schemes: access, auth, integration.
         */
        get: operations["listTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/callbacks/mailprovider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery, bounce and spam-complaint events from the mail provider
         * @description Protected by HTTP Basic credentials configured in the deployment (no bearer token): 401 without them. Delivery, Bounce and SpamComplaint move the notification named by Metadata.tenantUid and Metadata.notificationUid to DELIVERED, BOUNCED or SPAM_COMPLAINT; Open, Click and SubscriptionChange are recorded on it. Replays change nothing. Unknown record types and events that match no notification are answered 200 and logged, so that the provider stops retrying.
         *
         *     No bearer token.
         */
        post: operations["mailProviderCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an order
         * @description Creates an order with its lines. Line money (totals, VAT, gross profit, percentages) is computed by the service from itemPrice, itemDiscountAmount, itemCost, quantityOrdered and vatRate (basis points); amounts are integer minor units, rounded half away from zero. orderNumber is the next number of the tenant.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a receipt on an order
         * @description Puts the given lines (default: every line not yet on a receipt) on a new receipt with the next voucher number of the store. A line is on at most one receipt (409). Optional settlements are applied in the same write.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["createReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/receipts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search receipts of the tenant
         * @description Every filter narrows the result. Empty strings count as absent. Fuzzy filters are case-insensitive and match words containing the text. orderStatuses cannot be combined with orderStates, settleStates or deliveryStates (400). voucherNumber is deprecated (answered with a Deprecation header): use voucherNumbers. Eventually consistent: a receipt just written or changed is normally found within a second; GET it by uid for an immediate answer.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["searchReceipts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a receipt
         * @description Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getReceipt"];
        /**
         * Update note, address, external voucher number or seller of a receipt
         * @description Optimistic concurrency: send If-Match with the ETag (or `version` in the body); a stale version is a 412.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        put: operations["updateReceipt"];
        post?: never;
        /**
         * Cancel a receipt that has not started
         * @description Only a NOT_STARTED receipt without payment transactions (authorize, capture, refund) can be cancelled (409 otherwise); its lines can go on a new receipt. The voucher number is not reused.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        delete: operations["cancelReceipt"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a settlement (payment) to a receipt
         * @description Responds with the receipt, so that the new totals and state are at hand. A non-cash amount may not exceed settlementTotals.remainingPrePayment (409 naming body.amount); cash may (the excess is change). receiptText is kept empty for store credit and gift cards (settlementCode STORE_CREDIT, GIFTCARD, ...).
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["createSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}/settlements/{settlementUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one settlement of a receipt
         * @description Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getSettlement"];
        /**
         * Change the status of a settlement (authorize, capture, refund, cancel)
         * @description Transitions: NEW -> PROCESSING, AUTHORIZED, CAPTURED or an end status; PROCESSING -> AUTHORIZED, CAPTURED or an end status; AUTHORIZED -> CAPTURED (whole or transactionAmount) or CANCELLED_*; CAPTURED -> PENDING_REFUND, PARTIALLY_REFUNDED (transactionAmount), REFUNDED; PENDING_REFUND -> CAPTURED, PARTIALLY_REFUNDED, REFUNDED; PARTIALLY_REFUNDED -> PENDING_REFUND, PARTIALLY_REFUNDED, REFUNDED. Anything else is a 409. A settlement that starts must fit what is left to pay. On a COMPLETE receipt only a settlement that does not count (NEW, PROCESSING, AUTHORIZED) can still be ended (for example a void).
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        put: operations["updateSettlement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List HTTP transports
         * @description Tenant access level: ADMIN. Bearer schemes: access, auth, integration.
         */
        get: operations["listHttpTransports"];
        put?: never;
        /**
         * Create an HTTP transport
         * @description The response carries the signing secret in clear, once. A tenant has at most 50 transports.
         *
         *     Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        post: operations["createHttpTransport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports/{httpTransportUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an HTTP transport
         * @description Tenant access level: ADMIN. Bearer schemes: access, auth, integration.
         */
        get: operations["getHttpTransport"];
        /**
         * Replace an HTTP transport
         * @description Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.
         *
         *     Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        put: operations["updateHttpTransport"];
        post?: never;
        /**
         * Delete an HTTP transport
         * @description Refused with 409 while webhooks use the transport: delete them first.
         *
         *     Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteHttpTransport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports/{httpTransportUid}/signingsecret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Issues a new secret (returned once); the previous one keeps signing for overlapSeconds.
         *
         *     Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        post: operations["rotateSigningSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks of the tenant
         * @description Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        get: operations["listWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks of a transport
         * @description Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        get: operations["listTransportWebhooks"];
        put?: never;
        /**
         * Subscribe an action
         * @description A tenant has at most 200 webhooks.
         *
         *     Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks/{webhookUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook
         * @description Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        get: operations["getWebhook"];
        /**
         * Change the action of a webhook
         * @description Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.
         *
         *     Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete a webhook
         * @description Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks/{webhookUid}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery log of a webhook (newest 1,000 of the last 30 days)
         * @description Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks/{webhookUid}/deliveries/{deliveryUid}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver the same event again (same webhook-id) as a new delivery
         * @description Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks/{webhookUid}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed test event ("test": true, no entity members) to the webhook
         * @description Permissions (any one): WEBHOOK. Bearer schemes: access, auth, integration.
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/webhooks/test-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the catalogued example of an action as a test event ("test": true)
         * @description The event goes the way real events go: the outbox, the fan-out to every webhook of the tenant subscribed to the action, signed deliveries with retries, the delivery log. Its members are the action's example in the OpenAPI `webhooks` (none for an action without one) and `"test": true`; nothing else is changed. `npm run webhooks -- trigger` calls it.
         *
         *     Permissions (any one): WEBHOOK. Tenant access level: ADMIN. Bearer schemes: access, auth, integration.
         */
        post: operations["publishTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    PRODUCT_CREATE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PRODUCT_CREATE: A product was created
         * @description Entity members: `product`.
         */
        post: operations["onProductCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PRODUCT_UPDATE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PRODUCT_UPDATE: A product was changed
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onProductUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PRODUCT_DELETE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PRODUCT_DELETE: A product was deleted
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onProductDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_CREATE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_CREATE: A customer was created
         * @description Entity members: `customer`.
         */
        post: operations["onCustomerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_UPDATE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_UPDATE: A customer, or a contact linked to it, was changed
         * @description Entity members: `customer`, `contact` (optional).
         */
        post: operations["onCustomerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CUSTOMER_DELETE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CUSTOMER_DELETE: A customer was deleted
         * @description Entity members: `customer`.
         */
        post: operations["onCustomerDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ORDER_SETTLED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ORDER_SETTLED: An order became SETTLED: every line is on a COMPLETE receipt
         * @description Entity members: `store`, `order`.
         */
        post: operations["onOrderSettled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ORDER_STATE_CHANGE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ORDER_STATE_CHANGE: The state of an order changed
         * @description Entity members: `store`, `order`.
         */
        post: operations["onOrderStateChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ORDER_RECEIPT_SETTLED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ORDER_RECEIPT_SETTLED: A receipt of an order became COMPLETE
         * @description Entity members: `store`, `order`, `receipt`.
         */
        post: operations["onOrderReceiptSettled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ORDER_DELIVERED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ORDER_DELIVERED: An order was delivered
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onOrderDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ORDER_LINE_DELIVERED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ORDER_LINE_DELIVERED: An order line was delivered
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onOrderLineDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ORDER_HANDLING_STATE_CHANGED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ORDER_HANDLING_STATE_CHANGED: The handling state of an order changed
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onOrderHandlingStateChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    TILL_CLOSED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * TILL_CLOSED: A till was closed
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onTillClosed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    TILL_OPEN: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * TILL_OPEN: A till was opened
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onTillOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PRICE_CREATE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PRICE_CREATE: A price was created
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onPriceCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PRICE_UPDATE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PRICE_UPDATE: A price was changed
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onPriceUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PRICE_DELETE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PRICE_DELETE: A price was deleted
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onPriceDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    STOCK_CHANGE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * STOCK_CHANGE: The stock quantity of a product in a warehouse changed
         * @description Entity members: `warehouse`, `product`, `quantityChange`, `quantityAfter`.
         */
        post: operations["onStockChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PRODUCT_MEDIA_CHANGE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PRODUCT_MEDIA_CHANGE: The media of a product changed
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onProductMediaChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PURCHASE_RECEIVED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PURCHASE_RECEIVED: A purchase was received
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onPurchaseReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ORDER_LINE_RESERVATION_CHANGE: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ORDER_LINE_RESERVATION_CHANGE: The stock reservation of an order line changed
         * @description Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).
         */
        post: operations["onOrderLineReservationChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description Identifier matching ^[A-Za-z0-9-_]+
         * @example a1b2-c3d4
         */
        UID: string;
        /** @enum {string} */
        SortDirection: "ASC" | "DESC";
        AccountingConfigCreate: {
            accountingConfigUid?: components["schemas"]["__schema0"];
            accountingConfigsUid?: components["schemas"]["__schema2"];
            configType: components["schemas"]["AccountingConfigType"];
            key: components["schemas"]["AccountingConfigKey"];
            value: components["schemas"]["__schema3"];
            vatCodeUid?: components["schemas"]["__schema4"];
            productGroupUid?: components["schemas"]["__schema5"];
        };
        /** @enum {string} */
        AccountingConfigType: "ACCOUNTNUMBER" | "TREATCODE" | "VAT_TYPE_ID";
        /**
         * @description Valid keys depend on configType (spec 2.8)
         * @enum {string}
         */
        AccountingConfigKey: "CUSTOMER" | "CUSTOMERDUMMY" | "ERROR" | "PARTYLYPAIDINVOICE" | "VATCODE" | "CASHFLOAT_DEPOSIT" | "CASHFLOAT_WITHDRAWAL" | "CASHFLOAT_TO_BANK" | "CASHFLOAT_EXPENSE_WITHDRAWAL" | "CASHFLOAT_DIFF" | "CREDITLEDGER" | "GENERALLEDGER" | "LEDGE" | "PAYMENT" | "BALANCE";
        /** @description Identifier matching ^[A-Za-z0-9-_]*; may be empty */
        OptionalUID: string;
        AccountingConfigUpdate: {
            value: components["schemas"]["__schema6"];
        };
        ProductGroupEntryCreate: {
            accountingConfigUid?: components["schemas"]["__schema0"];
            value: components["schemas"]["AccountNumber"];
            vatCodeUid: components["schemas"]["UID"];
            productGroupUid: components["schemas"]["UID"];
        };
        /** @example 03000 */
        AccountNumber: string;
        ProductGroupMappingCreate: {
            accountingConfigUid?: components["schemas"]["__schema0"];
            account: components["schemas"]["AccountNumber"];
            vatCodeUid: components["schemas"]["UID"];
            productGroupUid: components["schemas"]["UID"];
        };
        /** @description Replaces the object: absent fields are removed */
        AccountNumbersUpdate: {
            customer?: components["schemas"]["AccountNumberField"];
            customerDummy?: components["schemas"]["AccountNumberField"];
            error?: components["schemas"]["AccountNumberField"];
            partlyPaidInvoice?: components["schemas"]["AccountNumberField"];
            cashfloatDeposit?: components["schemas"]["AccountNumberField"];
            cashfloatWithdrawal?: components["schemas"]["AccountNumberField"];
            cashfloatToBank?: components["schemas"]["AccountNumberField"];
            cashfloatExpenseWithdrawal?: components["schemas"]["AccountNumberField"];
            cashfloatDiff?: components["schemas"]["AccountNumberField"];
            vatCodes?: components["schemas"]["__schema8"];
        };
        /** @description Digit string; absent, null or "" removes the entry */
        AccountNumberField: components["schemas"]["__schema7"];
        VatCodeAccount: {
            vatCodeUid: components["schemas"]["UID"];
            account: components["schemas"]["AccountNumber"];
        };
        /** @description Replaces the object: absent fields are removed */
        TreatCodesUpdate: {
            creditLedger?: components["schemas"]["CodeField"];
            generalLedger?: components["schemas"]["CodeField"];
            ledger?: components["schemas"]["CodeField"];
            payment?: components["schemas"]["CodeField"];
        };
        /** @description Absent, null or "" removes the entry */
        CodeField: components["schemas"]["__schema9"];
        /** @description Replaces the object: absent fields are removed */
        VatTypesUpdate: {
            balance?: components["schemas"]["CodeField"];
            vatCodes?: components["schemas"]["__schema11"];
        };
        VatCodeType: {
            vatCodeUid: components["schemas"]["UID"];
            value: components["schemas"]["__schema10"];
        };
        CustomerAccountingUpdate: {
            ledgerNumber: components["schemas"]["AccountNumber"];
        };
        CreateCustomer: {
            customerUid?: components["schemas"]["__schema12"];
            firstname?: components["schemas"]["__schema13"];
            lastname?: components["schemas"]["__schema14"];
            companyName?: components["schemas"]["__schema15"];
            address?: components["schemas"]["__schema16"];
            postalCode?: components["schemas"]["__schema17"];
            city?: components["schemas"]["__schema18"];
            countryCode?: components["schemas"]["__schema19"];
            vatNumber?: components["schemas"]["__schema21"];
            externalId?: components["schemas"]["__schema22"];
            pricelistUid?: components["schemas"]["__schema23"];
            origin?: components["schemas"]["__schema24"];
            loyaltyId?: components["schemas"]["__schema25"];
            internalNote?: components["schemas"]["__schema26"];
            customerParentUid?: components["schemas"]["__schema27"];
            customerType?: components["schemas"]["__schema28"];
            email?: components["schemas"]["__schema29"];
            mobile?: components["schemas"]["__schema31"];
            addresses?: components["schemas"]["__schema33"];
            extensions?: components["schemas"]["__schema35"];
            consents?: components["schemas"]["__schema37"];
            credit?: components["schemas"]["__schema39"];
            paymentTerms?: components["schemas"]["__schema42"];
            accountManager?: components["schemas"]["__schema43"];
            ehfEnabled?: components["schemas"]["__schema44"];
            ehf?: components["schemas"]["__schema45"];
            customerGroupUids?: components["schemas"]["__schema46"];
            defaultStore?: components["schemas"]["__schema47"];
        };
        /** @enum {string} */
        CustomerType: "PERSON" | "COMPANY";
        /** @enum {string} */
        CustomerAddressType: "DELIVERY_ADDRESS" | "INVOICE_ADDRESS";
        CustomerExtension: {
            extensionCode: components["schemas"]["CustomerExtensionCode"];
            organizationUid: components["schemas"]["__schema36"];
        };
        /** @enum {string} */
        CustomerExtensionCode: "EXT_INVOICE" | "EXT_PROFILE_ID";
        CustomerCredit: {
            limit: components["schemas"]["__schema40"];
            balance: components["schemas"]["__schema41"];
        };
        CustomerSearch: {
            query?: components["schemas"]["__schema48"];
            email?: components["schemas"]["__schema49"];
            mobile?: components["schemas"]["__schema50"];
            customerType?: components["schemas"]["__schema51"];
        };
        UpdateCustomer: {
            firstname?: components["schemas"]["__schema13"];
            lastname?: components["schemas"]["__schema14"];
            companyName?: components["schemas"]["__schema15"];
            address?: components["schemas"]["__schema16"];
            postalCode?: components["schemas"]["__schema17"];
            city?: components["schemas"]["__schema18"];
            countryCode?: components["schemas"]["__schema19"];
            vatNumber?: components["schemas"]["__schema21"];
            externalId?: components["schemas"]["__schema22"];
            pricelistUid?: components["schemas"]["__schema23"];
            origin?: components["schemas"]["__schema24"];
            loyaltyId?: components["schemas"]["__schema25"];
            internalNote?: components["schemas"]["__schema26"];
            customerParentUid?: components["schemas"]["__schema27"];
            customerType?: components["schemas"]["__schema28"];
            email?: components["schemas"]["__schema29"];
            mobile?: components["schemas"]["__schema31"];
            addresses?: components["schemas"]["__schema33"];
            extensions?: components["schemas"]["__schema35"];
            consents?: components["schemas"]["__schema37"];
            credit?: components["schemas"]["__schema39"];
            paymentTerms?: components["schemas"]["__schema42"];
            accountManager?: components["schemas"]["__schema43"];
            ehfEnabled?: components["schemas"]["__schema44"];
            ehf?: components["schemas"]["__schema45"];
            customerGroupUids?: components["schemas"]["__schema46"];
            defaultStore?: components["schemas"]["__schema47"];
        };
        CreateCustomerContact: {
            firstname: components["schemas"]["__schema52"];
            lastname: components["schemas"]["__schema52"];
            email?: components["schemas"]["__schema53"];
            mobile?: components["schemas"]["__schema54"];
            customerContactUid?: components["schemas"]["__schema55"];
            customers?: components["schemas"]["__schema56"];
        };
        /** @enum {string} */
        CustomerContactRole: "ADMIN" | "CONTACT" | "INVOICE_RECIPIENT" | "ORDER_RECIPIENT";
        CustomerContactSearch: {
            query?: components["schemas"]["__schema59"];
            email?: components["schemas"]["__schema60"];
            mobile?: components["schemas"]["__schema61"];
        };
        UpdateCustomerContact: {
            firstname?: components["schemas"]["__schema62"];
            lastname?: components["schemas"]["__schema63"];
            email?: components["schemas"]["__schema64"];
            mobile?: components["schemas"]["__schema65"];
        };
        AddContactCustomers: {
            customers: components["schemas"]["__schema66"];
        };
        CreateCustomerScopedContact: {
            firstname: components["schemas"]["__schema52"];
            lastname: components["schemas"]["__schema52"];
            email?: components["schemas"]["__schema53"];
            mobile?: components["schemas"]["__schema54"];
            customerContactUid?: components["schemas"]["__schema55"];
            role?: components["schemas"]["__schema67"];
        };
        CustomerExtensionRequest: {
            storeUid: components["schemas"]["UID"];
        };
        SendNotificationRequest: {
            messageType: components["schemas"]["NotificationMessageType"];
            recipient: components["schemas"]["__schema68"];
            subject?: components["schemas"]["__schema69"];
            message?: components["schemas"]["__schema70"];
            templateType?: components["schemas"]["__schema71"];
            templateData?: components["schemas"]["__schema72"];
            notificationUid?: components["schemas"]["__schema74"];
            customerUid?: components["schemas"]["__schema75"];
            orderUid?: components["schemas"]["__schema76"];
            serviceOrderUid?: components["schemas"]["__schema77"];
            purchaseOrderUid?: components["schemas"]["__schema78"];
            receivementUid?: components["schemas"]["__schema79"];
            supplierUid?: components["schemas"]["__schema80"];
            tenantUserUid?: components["schemas"]["__schema81"];
            serviceEventUid?: components["schemas"]["__schema82"];
        };
        /** @enum {string} */
        NotificationMessageType: "EMAIL" | "SMS";
        /** @enum {string} */
        NotificationTemplateType: "ORDER_CONFIRMATION" | "RECEIPT" | "CUSTOMER_WELCOME" | "GENERIC";
        SearchNotificationsRequest: {
            messageType?: components["schemas"]["__schema83"];
            recipient?: components["schemas"]["__schema84"];
            message?: components["schemas"]["__schema86"];
            state?: components["schemas"]["__schema88"];
            errorText?: components["schemas"]["__schema89"];
            organizationUid?: components["schemas"]["__schema91"];
            storeUid?: components["schemas"]["__schema92"];
            customerUid?: components["schemas"]["__schema93"];
            orderUid?: components["schemas"]["__schema94"];
            serviceOrderUid?: components["schemas"]["__schema95"];
            tenantUserUid?: components["schemas"]["__schema96"];
            supplierUid?: components["schemas"]["__schema97"];
            receivementUid?: components["schemas"]["__schema98"];
            purchaseOrderUid?: components["schemas"]["__schema99"];
            fromDateTime?: components["schemas"]["__schema100"];
            toDateTime?: components["schemas"]["__schema102"];
            query?: components["schemas"]["__schema104"];
        };
        /**
         * @description Lifecycle state; see docs/decisions/notifications.md
         * @enum {string}
         */
        NotificationState: "NOT_STARTED" | "IN_PROGRESS" | "SENT" | "DELIVERED" | "BOUNCED" | "SPAM_COMPLAINT" | "FAILED";
        /**
         * Format: date-time
         * @description ISO 8601 date-time
         * @example 2026-11-23T10:15:00.000Z
         */
        DateTime: string;
        MailProviderEvent: {
            RecordType: components["schemas"]["__schema106"];
            Details?: components["schemas"]["__schema107"];
            Metadata?: components["schemas"]["__schema108"];
            MessageID?: components["schemas"]["__schema110"];
            MessageId?: components["schemas"]["__schema111"];
            ServerID?: components["schemas"]["__schema112"];
            ServerId?: components["schemas"]["__schema113"];
        } & {
            [key: string]: components["schemas"]["__schema114"];
        };
        CreateOrder: {
            orderUid?: components["schemas"]["__schema115"];
            customerUid?: components["schemas"]["__schema116"];
            organizationUid?: components["schemas"]["__schema117"];
            tenantUserUid?: components["schemas"]["__schema118"];
            sellerDisplayName?: components["schemas"]["__schema119"];
            currency?: components["schemas"]["__schema120"];
            exchangeRate?: components["schemas"]["__schema121"];
            address?: components["schemas"]["__schema123"];
            note?: components["schemas"]["__schema125"];
            externalId?: components["schemas"]["__schema126"];
            items: components["schemas"]["__schema127"];
        };
        /** @enum {string} */
        ProductType: "STOCK" | "NO_STOCK" | "CONFIGURABLE" | "SVC_GIFTCARD" | "PSP_GIFTCARD" | "NON_PHYSICAL" | "PACKAGE_FIXED" | "PACKAGE_DYNAMIC";
        /** @enum {string} */
        PropertyType: "TEXT" | "SINGLESELECT" | "MULTISELECT";
        /** @enum {string} */
        AllowDelivery: "YES" | "NO" | "NOT_BEFORE_DATE";
        /** @enum {string} */
        SalesReservationType: "NONE" | "WAREHOUSE" | "PURCHASEORDER" | "REQUEST_PURCHASEORDER" | "PURCHASEORDER_CONFIRMED";
        /** @enum {string} */
        AllowedAction: "QUANTITY_SOLD" | "PRICE_SALE" | "DISCOUNT" | "SERIALNUMBER" | "SERIALNUMBER_REQUIRED" | "CREDIT" | "ADDON" | "CUSTOMER_REQUIRED" | "INSURANCE" | "CUSTOMER_MOBILE_REQUIRED" | "CUSTOMER_EMAIL_REQUIRED" | "DELIVERY_POSTAL_ADDRESS_REQUIRED" | "DELETE" | "DELIVER" | "PURCHASE" | "COST_PRICE" | "PRODUCT_NAME" | "PAYABLE" | "NEGATIVE_PRICE";
        /** @enum {string} */
        OrderLinkType: "CREDIT" | "INSURANCE" | "INSURED" | "COMPENSATION" | "COMPENSATED" | "PACKAGE" | "PACKAGE_COMPONENT" | "SERVICE" | "HAS_SERVICE" | "FREIGHT_SERVICE" | "HAS_FREIGHT_SERVICE" | "AUTO_ADD";
        CreateReceipt: {
            orderReceiptUid?: components["schemas"]["__schema177"];
            orderItemUids?: components["schemas"]["__schema178"];
            note?: components["schemas"]["__schema179"];
            externalVoucherNumber?: components["schemas"]["__schema180"];
            sellerDisplayName?: components["schemas"]["__schema181"];
            settlements?: components["schemas"]["__schema182"];
        };
        CreateSettlement: {
            settlementUid?: components["schemas"]["__schema183"];
            storePaymentMethodUid: components["schemas"]["UID"];
            tenantPaymentMethodUid?: components["schemas"]["__schema184"];
            settlementCode: components["schemas"]["__schema185"];
            settlementName: components["schemas"]["__schema186"];
            amount: components["schemas"]["__schema187"];
            status?: components["schemas"]["__schema188"];
            idMethod?: components["schemas"]["__schema189"];
            externalId?: components["schemas"]["__schema190"];
            externalPaymentReference?: components["schemas"]["__schema191"];
            pspTransactionId?: components["schemas"]["__schema192"];
            parameters?: components["schemas"]["__schema193"];
            displayMessages?: components["schemas"]["__schema195"];
            additionalDetails?: components["schemas"]["__schema197"];
            currency?: components["schemas"]["__schema199"];
            storeSettlementIssuer?: components["schemas"]["__schema200"];
            storeName?: components["schemas"]["__schema201"];
            tenantUserDisplayName?: components["schemas"]["__schema202"];
            tillUid?: components["schemas"]["__schema203"];
            tillName?: components["schemas"]["__schema204"];
            tillNumber?: components["schemas"]["__schema205"];
            receiptText?: components["schemas"]["__schema206"];
            ledgerNumber?: components["schemas"]["__schema207"];
            ledgerType?: components["schemas"]["__schema208"];
            creditCount?: components["schemas"]["__schema209"];
            creditAmount?: components["schemas"]["__schema210"];
            paymentCount?: components["schemas"]["__schema211"];
            paymentAmount?: components["schemas"]["__schema212"];
        };
        /** @enum {string} */
        SettlementIdMethod: "NO_CVM_RULE_PERFORMED" | "SIGNATURE" | "PIN_ONLINE" | "PIN_OFFLINE" | "PIN_ONLINE_AND_SIGNATURE" | "PIN_OFFLINE_AND_SIGNATURE" | "NO_CVM" | "FAILED" | "ON_DEVICE" | "REFUND";
        /** @enum {string} */
        PaymentMethodParameterType: "TEXT" | "INTEGER" | "NUMERIC" | "DATE" | "MOBILE" | "MODULUS10" | "MODULUS11";
        /** @enum {string} */
        LedgerType: "LEDGER" | "GENERAL_LEDGER" | "CUSTOMER_LEDGER";
        TenantOrderReceiptSearch: {
            storeUids?: components["schemas"]["__schema213"];
            organizationUids?: components["schemas"]["__schema214"];
            customerUids?: components["schemas"]["__schema215"];
            tenantUserUids?: components["schemas"]["__schema216"];
            productUids?: components["schemas"]["__schema217"];
            customerQuery?: components["schemas"]["__schema218"];
            settledAtFrom?: components["schemas"]["__schema220"];
            settledAtTo?: components["schemas"]["__schema221"];
            orderNumber?: components["schemas"]["__schema222"];
            voucherNumber?: components["schemas"]["__schema224"];
            voucherNumbers?: components["schemas"]["__schema226"];
            productSkus?: components["schemas"]["__schema228"];
            tenantPaymentMethodUids?: components["schemas"]["__schema230"];
            deliveryStates?: components["schemas"]["__schema231"];
            query?: components["schemas"]["__schema233"];
            amountRange?: components["schemas"]["__schema235"];
            hasUnpaidInvoices?: components["schemas"]["__schema238"];
            settlementExternalPaymentReferences?: components["schemas"]["__schema240"];
            orderStatuses?: components["schemas"]["__schema242"];
            orderStates?: components["schemas"]["__schema244"];
            settleStates?: components["schemas"]["__schema246"];
        };
        UpdateReceipt: {
            note?: components["schemas"]["__schema248"];
            address?: components["schemas"]["__schema249"];
            externalVoucherNumber?: components["schemas"]["__schema250"];
            sellerDisplayName?: components["schemas"]["__schema251"];
            version?: components["schemas"]["__schema252"];
        };
        UpdateSettlement: {
            status: components["schemas"]["SettlementStatus"];
            transactionAmount?: components["schemas"]["__schema254"];
            pspTransactionId?: components["schemas"]["__schema256"];
            externalPaymentReference?: components["schemas"]["__schema257"];
            externalId?: components["schemas"]["__schema258"];
            idMethod?: components["schemas"]["__schema259"];
            receiptText?: components["schemas"]["__schema260"];
            displayMessages?: components["schemas"]["__schema261"];
        };
        /** @enum {string} */
        SettlementStatus: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "PENDING_REFUND" | "FAILED" | "CANCELLED_BY_MERCHANT" | "CANCELLED_BY_USER" | "CANCELLED_FORCE" | "DELETED" | "DENIED" | "REJECTED";
        HttpTransportCreateRequest: {
            name: components["schemas"]["__schema262"];
            url: components["schemas"]["__schema263"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema264"];
            password?: components["schemas"]["__schema265"];
            token?: components["schemas"]["__schema266"];
            headers?: components["schemas"]["__schema267"];
            httpTransportUid?: components["schemas"]["__schema270"];
        };
        /**
         * @description NONE, BASIC (username + password) or BEARER (token)
         * @enum {string}
         */
        SecurityType: "NONE" | "BASIC" | "BEARER";
        HttpHeader: {
            key: components["schemas"]["__schema268"];
            value: components["schemas"]["__schema269"];
        };
        /** @description Secrets sent as "********" keep their stored value */
        HttpTransportUpdateRequest: {
            name: components["schemas"]["__schema262"];
            url: components["schemas"]["__schema263"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema264"];
            password?: components["schemas"]["__schema265"];
            token?: components["schemas"]["__schema266"];
            headers?: components["schemas"]["__schema267"];
        };
        SigningSecretRotateRequest: {
            overlapSeconds?: components["schemas"]["__schema271"];
        };
        WebhookCreateRequest: {
            action: components["schemas"]["WebhookAction"];
            webhookUid?: components["schemas"]["__schema277"];
        };
        /** @enum {string} */
        WebhookAction: "PRODUCT_CREATE" | "PRODUCT_UPDATE" | "PRODUCT_DELETE" | "CUSTOMER_CREATE" | "CUSTOMER_UPDATE" | "CUSTOMER_DELETE" | "ORDER_SETTLED" | "ORDER_STATE_CHANGE" | "ORDER_RECEIPT_SETTLED" | "ORDER_DELIVERED" | "ORDER_LINE_DELIVERED" | "ORDER_HANDLING_STATE_CHANGED" | "TILL_CLOSED" | "TILL_OPEN" | "PRICE_CREATE" | "PRICE_UPDATE" | "PRICE_DELETE" | "STOCK_CHANGE" | "PRODUCT_MEDIA_CHANGE" | "PURCHASE_RECEIVED" | "ORDER_LINE_RESERVATION_CHANGE";
        WebhookUpdateRequest: {
            action: components["schemas"]["WebhookAction"];
        };
        /**
         * @example {
         *       "action": "ORDER_SETTLED"
         *     }
         */
        TestEventRequest: {
            action: components["schemas"]["WebhookAction"];
        };
        ProductCreateEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema279"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            product: components["schemas"]["__schema283"];
        };
        /** @description A test delivery (`POST .../webhooks/{webhookUid}/test`): the envelope with the webhook's action and `"test": true`, without entity members. */
        WebhookTestEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema284"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            test: components["schemas"]["__schema285"];
        };
        /** @description PRODUCT_UPDATE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        ProductUpdateEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema286"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description PRODUCT_DELETE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        ProductDeleteEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema287"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        CustomerCreateEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema288"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            customer: components["schemas"]["__schema289"];
        };
        CustomerUpdateEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema290"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            customer: components["schemas"]["__schema289"];
            contact?: components["schemas"]["__schema291"];
        };
        CustomerDeleteEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema292"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            customer: components["schemas"]["__schema289"];
        };
        OrderSettledEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema293"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            store: components["schemas"]["__schema294"];
            order: components["schemas"]["__schema295"];
        };
        OrderStateChangeEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema296"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            store: components["schemas"]["__schema297"];
            order: components["schemas"]["__schema298"];
        };
        OrderReceiptSettledEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema300"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            store: components["schemas"]["__schema301"];
            order: components["schemas"]["__schema302"];
            receipt: components["schemas"]["__schema303"];
        };
        /** @description ORDER_DELIVERED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderDeliveredEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema304"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description ORDER_LINE_DELIVERED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderLineDeliveredEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema305"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description ORDER_HANDLING_STATE_CHANGED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderHandlingStateChangedEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema306"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description TILL_CLOSED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        TillClosedEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema307"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description TILL_OPEN. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        TillOpenEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema308"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description PRICE_CREATE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        PriceCreateEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema309"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description PRICE_UPDATE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        PriceUpdateEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema310"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description PRICE_DELETE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        PriceDeleteEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema311"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        StockChangeEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema312"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
            warehouse: components["schemas"]["__schema313"];
            product: components["schemas"]["__schema314"];
            quantityChange: components["schemas"]["__schema315"];
            quantityAfter: components["schemas"]["__schema316"];
        };
        /** @description PRODUCT_MEDIA_CHANGE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        ProductMediaChangeEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema317"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description PURCHASE_RECEIVED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        PurchaseReceivedEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema318"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description ORDER_LINE_RESERVATION_CHANGE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderLineReservationChangeEvent: {
            id: components["schemas"]["__schema278"];
            action: components["schemas"]["__schema319"];
            occurredAt: components["schemas"]["__schema280"];
            attempt: components["schemas"]["__schema281"];
            tenant: components["schemas"]["__schema282"];
        };
        /** @description Custom uid; generated when absent. A used uid is a 409. */
        __schema0: components["schemas"]["__schema1"];
        __schema1: components["schemas"]["UID"];
        /** @description Spec 2.8 spelling of accountingConfigUid; either may be sent */
        __schema2: components["schemas"]["__schema0"];
        /** @description ACCOUNTNUMBER values are digit strings */
        __schema3: string;
        /**
         * @description Required when key is VATCODE; not allowed otherwise
         * @default
         */
        __schema4: components["schemas"]["OptionalUID"];
        /**
         * @description Only for ACCOUNTNUMBER/VATCODE (a product-group mapping)
         * @default
         */
        __schema5: components["schemas"]["OptionalUID"];
        __schema6: string;
        __schema7: components["schemas"]["AccountNumber"];
        __schema8: components["schemas"]["VatCodeAccount"][];
        __schema9: components["schemas"]["__schema10"];
        __schema10: string;
        __schema11: components["schemas"]["VatCodeType"][];
        __schema12: components["schemas"]["UID"];
        __schema13: string;
        __schema14: string;
        __schema15: string;
        __schema16: string;
        __schema17: string;
        __schema18: string;
        __schema19: components["schemas"]["__schema20"];
        __schema20: string;
        __schema21: string;
        __schema22: string;
        __schema23: string;
        __schema24: string;
        __schema25: string;
        __schema26: string;
        __schema27: components["schemas"]["OptionalUID"];
        __schema28: components["schemas"]["CustomerType"];
        __schema29: components["schemas"]["__schema30"];
        __schema30: string;
        __schema31: components["schemas"]["__schema32"];
        /** @description Phone number; stored as E.164. Numbers without + are read as NO. */
        __schema32: string;
        __schema33: components["schemas"]["__schema34"][];
        __schema34: {
            customerAddressUid?: components["schemas"]["UID"];
            /** @default DELIVERY_ADDRESS */
            type: components["schemas"]["CustomerAddressType"];
            /** @default  */
            address: string;
            /** @default  */
            city: string;
            /** @default  */
            companyName: string;
            /** @default  */
            firstname: string;
            /** @default  */
            lastname: string;
            /** @default  */
            countryCode: components["schemas"]["__schema20"];
            /** @default  */
            email: components["schemas"]["__schema30"];
            /** @default  */
            phone: components["schemas"]["__schema32"];
            /** @default  */
            postalCode: string;
        };
        __schema35: components["schemas"]["CustomerExtension"][];
        __schema36: string;
        __schema37: components["schemas"]["__schema38"][];
        __schema38: {
            consentUid?: components["schemas"]["UID"];
            name: string;
            status: boolean;
            /** @default  */
            source: string;
            /** Format: date-time */
            createdAt?: string;
        };
        __schema39: components["schemas"]["CustomerCredit"];
        __schema40: number;
        __schema41: number;
        __schema42: number;
        __schema43: {
            tenantUserUid: components["schemas"]["UID"];
            /** @default  */
            displayName: string;
            /** @default  */
            userCode: string;
        };
        __schema44: boolean;
        __schema45: {
            enabled: boolean;
            address: string;
        };
        __schema46: components["schemas"]["UID"][];
        __schema47: {
            storeUid: components["schemas"]["UID"];
            /** @default  */
            name: string;
        };
        __schema48: string;
        __schema49: string;
        __schema50: components["schemas"]["__schema32"];
        __schema51: components["schemas"]["CustomerType"];
        __schema52: string;
        __schema53: components["schemas"]["__schema30"];
        __schema54: components["schemas"]["__schema32"];
        __schema55: components["schemas"]["UID"];
        /** @default [] */
        __schema56: components["schemas"]["__schema57"];
        __schema57: components["schemas"]["__schema58"][];
        __schema58: {
            customerUid: components["schemas"]["UID"];
            /** @default CONTACT */
            role: components["schemas"]["CustomerContactRole"];
        };
        __schema59: string;
        __schema60: string;
        __schema61: components["schemas"]["__schema32"];
        __schema62: components["schemas"]["__schema52"];
        __schema63: components["schemas"]["__schema52"];
        __schema64: components["schemas"]["__schema30"];
        __schema65: components["schemas"]["__schema32"];
        __schema66: components["schemas"]["__schema57"];
        /** @default CONTACT */
        __schema67: components["schemas"]["CustomerContactRole"];
        __schema68: string;
        /** @description E-mail subject (EMAIL only) */
        __schema69: string;
        __schema70: string;
        __schema71: components["schemas"]["NotificationTemplateType"];
        __schema72: components["schemas"]["__schema73"][];
        __schema73: {
            key: string;
            value: string;
        };
        __schema74: components["schemas"]["UID"];
        __schema75: components["schemas"]["UID"];
        __schema76: components["schemas"]["UID"];
        __schema77: components["schemas"]["UID"];
        __schema78: components["schemas"]["UID"];
        __schema79: components["schemas"]["UID"];
        __schema80: components["schemas"]["UID"];
        __schema81: components["schemas"]["UID"];
        __schema82: components["schemas"]["UID"];
        __schema83: components["schemas"]["NotificationMessageType"];
        /** @description Exact recipient (phone numbers in any format) */
        __schema84: components["schemas"]["__schema85"];
        __schema85: string;
        /** @description Text contained in the message (any case) */
        __schema86: components["schemas"]["__schema87"];
        __schema87: string;
        __schema88: components["schemas"]["NotificationState"];
        /** @description Text contained in errorText (any case) */
        __schema89: components["schemas"]["__schema90"];
        __schema90: string;
        __schema91: components["schemas"]["UID"];
        __schema92: components["schemas"]["UID"];
        __schema93: components["schemas"]["UID"];
        __schema94: components["schemas"]["UID"];
        __schema95: components["schemas"]["UID"];
        __schema96: components["schemas"]["UID"];
        __schema97: components["schemas"]["UID"];
        __schema98: components["schemas"]["UID"];
        __schema99: components["schemas"]["UID"];
        /** @description Created at or after (inclusive) */
        __schema100: components["schemas"]["__schema101"];
        __schema101: components["schemas"]["DateTime"];
        /** @description Created at or before (inclusive) */
        __schema102: components["schemas"]["__schema103"];
        __schema103: components["schemas"]["DateTime"];
        /** @description Words that must all occur (any case) in the message, subject or recipient */
        __schema104: components["schemas"]["__schema105"];
        __schema105: string;
        /** @description One of Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange */
        __schema106: string;
        __schema107: string | null;
        /** @description Carries tenantUid and notificationUid of the notification */
        __schema108: components["schemas"]["__schema109"];
        __schema109: {
            [key: string]: string;
        } | null;
        __schema110: string | null;
        __schema111: string | null;
        __schema112: (number | string) | null;
        __schema113: (number | string) | null;
        __schema114: unknown;
        __schema115: components["schemas"]["UID"];
        __schema116: components["schemas"]["OptionalUID"];
        __schema117: components["schemas"]["OptionalUID"];
        __schema118: components["schemas"]["UID"];
        /** @default  */
        __schema119: string;
        /** @default NOK */
        __schema120: string;
        /**
         * @description Scaled by 10^6
         * @default 1000000
         */
        __schema121: components["schemas"]["__schema122"];
        __schema122: number;
        /** @default {} */
        __schema123: components["schemas"]["__schema124"];
        __schema124: {
            address?: string;
            city?: string;
            companyName?: string;
            countryCode?: string;
            email?: string;
            firstname?: string;
            lastname?: string;
            mobile?: string;
            postalCode?: string;
            displayName?: string;
            vatNumber?: string;
        };
        /** @default  */
        __schema125: string;
        /** @default  */
        __schema126: string;
        __schema127: components["schemas"]["__schema128"][];
        __schema128: {
            orderItemUid?: components["schemas"]["__schema129"];
            productUid: components["schemas"]["UID"];
            sku: components["schemas"]["__schema130"];
            name: components["schemas"]["__schema131"];
            productType?: components["schemas"]["__schema132"];
            quantityOrdered: components["schemas"]["__schema133"];
            itemPrice: components["schemas"]["__schema134"];
            originalItemPrice?: components["schemas"]["__schema136"];
            itemCost?: components["schemas"]["__schema137"];
            itemDiscountAmount?: components["schemas"]["__schema139"];
            vatCodeUid: components["schemas"]["UID"];
            vatRate: components["schemas"]["__schema141"];
            gtins?: components["schemas"]["__schema142"];
            properties?: components["schemas"]["__schema144"];
            productProperties?: components["schemas"]["__schema146"];
            coverImage?: components["schemas"]["__schema152"];
            note?: components["schemas"]["__schema153"];
            serialnumber?: components["schemas"]["__schema154"];
            externalId?: components["schemas"]["__schema155"];
            discountReasonCode?: components["schemas"]["__schema156"];
            returnReasonCode?: components["schemas"]["__schema157"];
            compensationReasonCode?: components["schemas"]["__schema158"];
            internalInfo?: components["schemas"]["__schema159"];
            ledgerNumber?: components["schemas"]["__schema160"];
            warehouseUid?: components["schemas"]["__schema161"];
            warehouseName?: components["schemas"]["__schema162"];
            deliveryUid?: components["schemas"]["__schema163"];
            tenantUserUid?: components["schemas"]["__schema164"];
            tenantUserDisplayName?: components["schemas"]["__schema165"];
            quantityDelivered?: components["schemas"]["__schema166"];
            quantityReserved?: components["schemas"]["__schema167"];
            quantityCredited?: components["schemas"]["__schema168"];
            sortOrder?: components["schemas"]["__schema169"];
            allowDelivery?: components["schemas"]["__schema170"];
            allowDeliveryFromDate?: components["schemas"]["__schema171"];
            reservationType?: components["schemas"]["__schema172"];
            reservationDetails?: components["schemas"]["__schema173"];
            allowedActions?: components["schemas"]["__schema174"];
            orderLinks?: components["schemas"]["__schema175"];
        };
        __schema129: components["schemas"]["UID"];
        __schema130: string;
        __schema131: string;
        /** @default STOCK */
        __schema132: components["schemas"]["ProductType"];
        __schema133: number;
        /** @description Unit price including VAT, before the line discount (minor units) */
        __schema134: components["schemas"]["__schema135"];
        __schema135: number;
        /** @description List price per unit; defaults to itemPrice */
        __schema136: components["schemas"]["__schema135"];
        /**
         * @description Unit cost excluding VAT
         * @default 0
         */
        __schema137: components["schemas"]["__schema138"];
        __schema138: components["schemas"]["__schema135"];
        /**
         * @description Discount per unit, including VAT
         * @default 0
         */
        __schema139: components["schemas"]["__schema140"];
        __schema140: components["schemas"]["__schema135"];
        /** @description VAT rate in basis points: 2500 = 25 % */
        __schema141: number;
        /** @default [] */
        __schema142: components["schemas"]["__schema143"][];
        __schema143: {
            gtin: string;
            primary: boolean;
            type: string;
        };
        /** @default [] */
        __schema144: components["schemas"]["__schema145"][];
        __schema145: {
            uid: components["schemas"]["UID"];
            key: string;
            value: string;
        };
        /** @default [] */
        __schema146: components["schemas"]["__schema147"][];
        __schema147: {
            productPropertyUid: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            propertyOptionUid: components["schemas"]["UID"];
            propertyName: components["schemas"]["__schema148"];
            propertyOptionName: components["schemas"]["__schema149"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema150"];
            propertyText?: components["schemas"]["__schema151"];
        };
        __schema148: string;
        __schema149: string;
        __schema150: boolean;
        __schema151: string;
        __schema152: {
            productMediaUid: components["schemas"]["UID"];
            mainUrl: string;
            thumbnailUrl: string;
        };
        /** @default  */
        __schema153: string;
        /** @default  */
        __schema154: string;
        /** @default  */
        __schema155: string;
        /** @default  */
        __schema156: string;
        /** @default  */
        __schema157: string;
        /** @default  */
        __schema158: string;
        /** @default  */
        __schema159: string;
        /** @default  */
        __schema160: string;
        /** @default  */
        __schema161: components["schemas"]["OptionalUID"];
        /** @default  */
        __schema162: string;
        /** @default  */
        __schema163: components["schemas"]["OptionalUID"];
        __schema164: components["schemas"]["UID"];
        /** @default  */
        __schema165: string;
        /** @default 0 */
        __schema166: number;
        /** @default 0 */
        __schema167: number;
        /** @default 0 */
        __schema168: number;
        __schema169: number;
        /** @default YES */
        __schema170: components["schemas"]["AllowDelivery"];
        /** @default null */
        __schema171: components["schemas"]["DateTime"] | null;
        /** @default NONE */
        __schema172: components["schemas"]["SalesReservationType"];
        /** @default {} */
        __schema173: {
            warehouse?: {
                warehouseName: string;
            } | null;
            purchaseOrder?: {
                purchaseOrderUid: components["schemas"]["UID"];
                purchaseOrderItemUid: components["schemas"]["UID"];
                purchaseOrderNumber: string;
                quantityOrdered: number;
                expectedDeliveryDate?: components["schemas"]["DateTime"];
                externalId?: string;
            } | null;
            receivement?: {
                receivementUid: components["schemas"]["UID"];
                receivementItemUid: components["schemas"]["UID"];
                expectedArrival: components["schemas"]["DateTime"];
                quantity: number;
                supplierOrderReference: string;
                receivedAt: components["schemas"]["DateTime"] | null;
                expectedDispatch?: components["schemas"]["DateTime"];
            } | null;
        };
        /** @default [] */
        __schema174: components["schemas"]["AllowedAction"][];
        __schema175: components["schemas"]["__schema176"][];
        __schema176: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            orderNumber: string;
            type: components["schemas"]["OrderLinkType"];
        };
        __schema177: components["schemas"]["UID"];
        __schema178: components["schemas"]["UID"][];
        /** @default  */
        __schema179: string;
        /** @default  */
        __schema180: string;
        __schema181: string;
        /** @default [] */
        __schema182: components["schemas"]["CreateSettlement"][];
        __schema183: components["schemas"]["UID"];
        /** @description The tenant-level payment method; search filter */
        __schema184: components["schemas"]["UID"];
        /** @description 'CASH' (any case) marks a cash payment */
        __schema185: string;
        __schema186: string;
        __schema187: number;
        /**
         * @default NEW
         * @enum {string}
         */
        __schema188: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED";
        /** @default NO_CVM_RULE_PERFORMED */
        __schema189: components["schemas"]["SettlementIdMethod"];
        /** @default  */
        __schema190: string;
        /** @default  */
        __schema191: string;
        __schema192: string;
        /** @default [] */
        __schema193: components["schemas"]["__schema194"][];
        __schema194: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        };
        /** @default [] */
        __schema195: components["schemas"]["__schema196"][];
        __schema196: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        };
        /** @default [] */
        __schema197: components["schemas"]["__schema198"][];
        __schema198: {
            key: string;
            value: string;
        };
        __schema199: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema200: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        /** @default  */
        __schema201: string;
        /** @default  */
        __schema202: string;
        __schema203: components["schemas"]["OptionalUID"];
        __schema204: string;
        __schema205: number;
        /** @default  */
        __schema206: string;
        __schema207: string;
        __schema208: components["schemas"]["LedgerType"];
        /** @default 0 */
        __schema209: number;
        /** @default 0 */
        __schema210: number;
        /** @default 0 */
        __schema211: number;
        /** @default 0 */
        __schema212: number;
        __schema213: components["schemas"]["UID"][];
        __schema214: components["schemas"]["UID"][];
        __schema215: components["schemas"]["UID"][];
        __schema216: components["schemas"]["UID"][];
        __schema217: components["schemas"]["UID"][];
        /** @description Fuzzy: customer first name, last name, phone or e-mail */
        __schema218: components["schemas"]["__schema219"];
        __schema219: string;
        __schema220: components["schemas"]["DateTime"];
        __schema221: components["schemas"]["DateTime"];
        /** @description Exact order number */
        __schema222: components["schemas"]["__schema223"];
        __schema223: string;
        /**
         * @deprecated
         * @description Deprecated: use voucherNumbers
         */
        __schema224: components["schemas"]["__schema225"];
        __schema225: string;
        __schema226: components["schemas"]["__schema227"][];
        __schema227: string;
        __schema228: components["schemas"]["__schema229"][];
        __schema229: string;
        __schema230: components["schemas"]["UID"][];
        __schema231: components["schemas"]["__schema232"][];
        /** @enum {string} */
        __schema232: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @description General fuzzy search */
        __schema233: components["schemas"]["__schema234"];
        __schema234: string;
        __schema235: {
            from: components["schemas"]["__schema236"];
            to: components["schemas"]["__schema237"];
        };
        __schema236: number;
        __schema237: number;
        /** @description true: only receipts or invoices not fully paid */
        __schema238: components["schemas"]["__schema239"];
        __schema239: boolean;
        __schema240: components["schemas"]["__schema241"][];
        __schema241: string;
        __schema242: components["schemas"]["__schema243"][];
        /** @enum {string} */
        __schema243: "OPEN" | "SETTLED";
        __schema244: components["schemas"]["__schema245"][];
        /** @enum {string} */
        __schema245: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema246: components["schemas"]["__schema247"][];
        /** @enum {string} */
        __schema247: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema248: string;
        __schema249: components["schemas"]["__schema124"];
        __schema250: string;
        __schema251: string;
        /** @description Alternative to If-Match: the version last read */
        __schema252: components["schemas"]["__schema253"];
        __schema253: number;
        /** @description Magnitude of a partial capture or refund; default: everything capturable/refundable */
        __schema254: components["schemas"]["__schema255"];
        __schema255: number;
        __schema256: string;
        __schema257: string;
        __schema258: string;
        __schema259: components["schemas"]["SettlementIdMethod"];
        __schema260: string;
        __schema261: components["schemas"]["__schema196"][];
        __schema262: string;
        /** @description Absolute https URL (http only on the local stack) */
        __schema263: string;
        __schema264: string;
        __schema265: string;
        __schema266: string;
        __schema267: components["schemas"]["HttpHeader"][];
        __schema268: string;
        __schema269: string;
        __schema270: components["schemas"]["UID"];
        /** @description How long the previous secret keeps signing (default 86400, at most 7 days) */
        __schema271: components["schemas"]["__schema272"];
        __schema272: number;
        __schema273: number;
        __schema274: number;
        /** @enum {string} */
        __schema275: "webhookUid" | "action" | "createdAt" | "lastModifiedAt";
        __schema276: components["schemas"]["SortDirection"];
        __schema277: components["schemas"]["UID"];
        __schema278: string;
        /** @constant */
        __schema279: "PRODUCT_CREATE";
        /** Format: date-time */
        __schema280: string;
        __schema281: number;
        __schema282: {
            id: number;
            uid: string;
        };
        __schema283: {
            id: number;
            uid: string;
            sku: string;
            name: string;
            active: boolean;
        };
        /** @enum {string} */
        __schema284: "PRODUCT_CREATE" | "PRODUCT_UPDATE" | "PRODUCT_DELETE" | "CUSTOMER_CREATE" | "CUSTOMER_UPDATE" | "CUSTOMER_DELETE" | "ORDER_SETTLED" | "ORDER_STATE_CHANGE" | "ORDER_RECEIPT_SETTLED" | "ORDER_DELIVERED" | "ORDER_LINE_DELIVERED" | "ORDER_HANDLING_STATE_CHANGED" | "TILL_CLOSED" | "TILL_OPEN" | "PRICE_CREATE" | "PRICE_UPDATE" | "PRICE_DELETE" | "STOCK_CHANGE" | "PRODUCT_MEDIA_CHANGE" | "PURCHASE_RECEIVED" | "ORDER_LINE_RESERVATION_CHANGE";
        /** @constant */
        __schema285: true;
        /** @constant */
        __schema286: "PRODUCT_UPDATE";
        /** @constant */
        __schema287: "PRODUCT_DELETE";
        /** @constant */
        __schema288: "CUSTOMER_CREATE";
        __schema289: {
            id: number;
            uid: string;
            displayName: string;
            customerType?: string;
            firstname?: string;
            lastname?: string;
            companyName?: string;
            email?: string;
            mobile?: string;
            externalId?: string;
        };
        /** @constant */
        __schema290: "CUSTOMER_UPDATE";
        __schema291: {
            customerContactUid: string;
            displayName: string;
            /** @enum {string} */
            change: "LINKED" | "UPDATED" | "ROLE_CHANGED" | "EXTENSION_ADDED" | "EXTENSION_REMOVED" | "UNLINKED" | "DELETED";
        };
        /** @constant */
        __schema292: "CUSTOMER_DELETE";
        /** @constant */
        __schema293: "ORDER_SETTLED";
        __schema294: {
            id: number;
            uid: string;
        };
        __schema295: {
            id: number;
            uid: string;
            orderNumber: string;
            status: string;
            totals: {
                gross: number;
                net: number;
                vat: number;
                currency: string;
            };
        };
        /** @constant */
        __schema296: "ORDER_STATE_CHANGE";
        __schema297: {
            id: number;
            uid: string;
        };
        __schema298: {
            id: number;
            uid: string;
            orderNumber: string;
            /** @enum {string} */
            status: "OPEN" | "SETTLED";
            state: components["schemas"]["__schema299"];
            previousState: components["schemas"]["__schema299"];
        };
        /** @enum {string} */
        __schema299: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @constant */
        __schema300: "ORDER_RECEIPT_SETTLED";
        __schema301: {
            id: number;
            uid: string;
        };
        __schema302: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema303: {
            uid: string;
            voucherNumber: string;
            /** @constant */
            settleState: "COMPLETE";
            /** Format: date-time */
            settledAt: string;
            grandTotal: number;
            currency: string;
        };
        /** @constant */
        __schema304: "ORDER_DELIVERED";
        /** @constant */
        __schema305: "ORDER_LINE_DELIVERED";
        /** @constant */
        __schema306: "ORDER_HANDLING_STATE_CHANGED";
        /** @constant */
        __schema307: "TILL_CLOSED";
        /** @constant */
        __schema308: "TILL_OPEN";
        /** @constant */
        __schema309: "PRICE_CREATE";
        /** @constant */
        __schema310: "PRICE_UPDATE";
        /** @constant */
        __schema311: "PRICE_DELETE";
        /** @constant */
        __schema312: "STOCK_CHANGE";
        __schema313: {
            id: number;
            uid: string;
        };
        __schema314: {
            id: number;
            uid: string;
            sku: string;
        };
        __schema315: number;
        __schema316: number;
        /** @constant */
        __schema317: "PRODUCT_MEDIA_CHANGE";
        /** @constant */
        __schema318: "PURCHASE_RECEIVED";
        /** @constant */
        __schema319: "ORDER_LINE_RESERVATION_CHANGE";
        Health: {
            status: components["schemas"]["__schema320"];
            stage: components["schemas"]["__schema321"];
            checks: components["schemas"]["__schema322"];
        };
        Problem: {
            type: components["schemas"]["__schema323"];
            title: components["schemas"]["__schema324"];
            status: components["schemas"]["__schema325"];
            detail: components["schemas"]["__schema326"];
            instance: components["schemas"]["__schema327"];
            requestId?: components["schemas"]["__schema328"];
            errors?: components["schemas"]["__schema329"];
        };
        WhoAmI: {
            tenantUid: components["schemas"]["__schema330"];
            sub: components["schemas"]["__schema331"];
            scheme: components["schemas"]["__schema332"];
            access: components["schemas"]["__schema333"];
            permissions: components["schemas"]["__schema334"];
        };
        AccountingConfigEntryList: {
            items: components["schemas"]["__schema335"];
            paging: components["schemas"]["Paging"];
        };
        AccountingConfigEntry: {
            accountingConfigUid: components["schemas"]["UID"];
            accountingConfigsUid: components["schemas"]["__schema336"];
            configType: components["schemas"]["AccountingConfigType"];
            key: components["schemas"]["AccountingConfigKey"];
            value: components["schemas"]["__schema337"];
            vatCodeUid: components["schemas"]["OptionalUID"];
            productGroupUid: components["schemas"]["OptionalUID"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        Paging: {
            pageNumber: components["schemas"]["__schema338"];
            pageSize: components["schemas"]["__schema339"];
            totalCount: components["schemas"]["__schema340"];
        };
        ProductGroupMappingList: {
            items: components["schemas"]["__schema341"];
            paging: components["schemas"]["Paging"];
        };
        ProductGroupMapping: {
            productGroupUid: components["schemas"]["UID"];
            vatCodeUid: components["schemas"]["UID"];
            account: components["schemas"]["__schema342"];
            accountingConfigUid: components["schemas"]["UID"];
        };
        /** @description Fields that are not configured are absent */
        AccountNumbers: {
            customer?: components["schemas"]["__schema343"];
            customerDummy?: components["schemas"]["__schema344"];
            error?: components["schemas"]["__schema345"];
            partlyPaidInvoice?: components["schemas"]["__schema346"];
            cashfloatDeposit?: components["schemas"]["__schema347"];
            cashfloatWithdrawal?: components["schemas"]["__schema348"];
            cashfloatToBank?: components["schemas"]["__schema349"];
            cashfloatExpenseWithdrawal?: components["schemas"]["__schema350"];
            cashfloatDiff?: components["schemas"]["__schema351"];
            vatCodes: components["schemas"]["__schema352"];
        };
        /** @description Fields that are not configured are absent */
        TreatCodes: {
            creditLedger?: components["schemas"]["__schema353"];
            generalLedger?: components["schemas"]["__schema354"];
            ledger?: components["schemas"]["__schema355"];
            payment?: components["schemas"]["__schema356"];
        };
        /** @description balance is absent when not configured */
        VatTypes: {
            balance?: components["schemas"]["__schema357"];
            vatCodes: components["schemas"]["__schema358"];
        };
        /** @description ledgerNumber is absent when none is set in this store */
        CustomerAccounting: {
            ledgerNumber?: components["schemas"]["__schema359"];
        };
        FullCustomerWithAccounting: {
            accounting: components["schemas"]["CustomerAccounting"];
            customer: components["schemas"]["Customer"];
        };
        Customer: {
            customerUid: components["schemas"]["__schema360"];
            customerParentUid: components["schemas"]["__schema361"];
            customerType: components["schemas"]["CustomerType"];
            displayName: components["schemas"]["__schema362"];
            firstname: components["schemas"]["__schema363"];
            lastname: components["schemas"]["__schema364"];
            companyName: components["schemas"]["__schema365"];
            email: components["schemas"]["__schema366"];
            mobile: components["schemas"]["__schema367"];
            address: components["schemas"]["__schema368"];
            postalCode: components["schemas"]["__schema369"];
            city: components["schemas"]["__schema370"];
            countryCode: components["schemas"]["__schema371"];
            vatNumber: components["schemas"]["__schema372"];
            externalId: components["schemas"]["__schema373"];
            pricelistUid: components["schemas"]["__schema374"];
            origin: components["schemas"]["__schema375"];
            loyaltyId: components["schemas"]["__schema376"];
            internalNote: components["schemas"]["__schema377"];
            addresses: components["schemas"]["__schema378"];
            contacts: components["schemas"]["__schema390"];
            extensions: components["schemas"]["__schema399"];
            consents: components["schemas"]["__schema400"];
            credit?: components["schemas"]["__schema405"];
            paymentTerms: components["schemas"]["__schema408"];
            accountManager?: components["schemas"]["__schema409"];
            ehfEnabled: components["schemas"]["__schema413"];
            ehf?: components["schemas"]["__schema414"];
            customerGroupUids: components["schemas"]["__schema417"];
            defaultStore?: components["schemas"]["__schema418"];
            relevance: components["schemas"]["__schema421"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerAddress: {
            customerAddressUid: components["schemas"]["__schema379"];
            type: components["schemas"]["CustomerAddressType"];
            address: components["schemas"]["__schema380"];
            city: components["schemas"]["__schema381"];
            companyName: components["schemas"]["__schema382"];
            firstname: components["schemas"]["__schema383"];
            lastname: components["schemas"]["__schema384"];
            countryCode: components["schemas"]["__schema385"];
            email: components["schemas"]["__schema386"];
            phone: components["schemas"]["__schema387"];
            postalCode: components["schemas"]["__schema388"];
            displayName: components["schemas"]["__schema389"];
        };
        CustomerScopedContact: {
            customerContactUid: components["schemas"]["__schema391"];
            firstname: components["schemas"]["__schema392"];
            lastname: components["schemas"]["__schema393"];
            email: components["schemas"]["__schema394"];
            mobile: components["schemas"]["__schema395"];
            displayName: components["schemas"]["__schema396"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema397"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerConsent: {
            consentUid: components["schemas"]["__schema401"];
            name: components["schemas"]["__schema402"];
            status: components["schemas"]["__schema403"];
            source: components["schemas"]["__schema404"];
            createdAt: components["schemas"]["DateTime"];
        };
        AccountManager: {
            tenantUserUid: components["schemas"]["__schema410"];
            displayName: components["schemas"]["__schema411"];
            userCode: components["schemas"]["__schema412"];
        };
        CustomerEhf: {
            enabled: components["schemas"]["__schema415"];
            address: components["schemas"]["__schema416"];
        };
        DefaultStore: {
            name: components["schemas"]["__schema419"];
            storeUid: components["schemas"]["__schema420"];
        };
        CustomerPage: {
            items: components["schemas"]["__schema422"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContactPage: {
            items: components["schemas"]["__schema423"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContact: {
            customerContactUid: components["schemas"]["__schema424"];
            firstname: components["schemas"]["__schema425"];
            lastname: components["schemas"]["__schema426"];
            email: components["schemas"]["__schema427"];
            mobile: components["schemas"]["__schema428"];
            displayName: components["schemas"]["__schema429"];
            customers: components["schemas"]["__schema430"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerContactCustomer: {
            customerUid: components["schemas"]["__schema431"];
            displayName: components["schemas"]["__schema432"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema433"];
        };
        CustomerContactCustomers: {
            items: components["schemas"]["__schema434"];
        };
        CustomerScopedContactPage: {
            items: components["schemas"]["__schema435"];
            paging: components["schemas"]["Paging"];
        };
        Notification: {
            notificationUid: components["schemas"]["__schema436"];
            messageType: components["schemas"]["NotificationMessageType"];
            recipient: components["schemas"]["__schema437"];
            subject?: components["schemas"]["__schema438"];
            message: components["schemas"]["__schema439"];
            state: components["schemas"]["NotificationState"];
            errorText?: components["schemas"]["__schema440"];
            storeUid: components["schemas"]["__schema441"];
            templateType?: components["schemas"]["__schema442"];
            templateData?: components["schemas"]["__schema443"];
            organizationUid?: components["schemas"]["__schema444"];
            customerUid?: components["schemas"]["__schema444"];
            orderUid?: components["schemas"]["__schema444"];
            serviceOrderUid?: components["schemas"]["__schema444"];
            serviceEventUid?: components["schemas"]["__schema444"];
            tenantUserUid?: components["schemas"]["__schema444"];
            supplierUid?: components["schemas"]["__schema444"];
            receivementUid?: components["schemas"]["__schema444"];
            purchaseOrderUid?: components["schemas"]["__schema444"];
            attempts: components["schemas"]["__schema445"];
            sentAt?: components["schemas"]["__schema446"];
            events: components["schemas"]["__schema447"];
            createdBy: components["schemas"]["__schema452"];
            lastModifiedBy: components["schemas"]["__schema453"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        NotificationEvent: {
            type: components["schemas"]["__schema448"];
            source: components["schemas"]["__schema449"];
            occurredAt: components["schemas"]["__schema450"];
            receivedAt: components["schemas"]["DateTime"];
            details?: components["schemas"]["__schema451"];
        };
        NotificationList: {
            items: components["schemas"]["__schema454"];
            paging: components["schemas"]["Paging"];
        };
        NotificationTemplateList: {
            items: components["schemas"]["__schema455"];
        };
        NotificationTemplate: {
            templateType: components["schemas"]["NotificationTemplateType"];
            description: components["schemas"]["__schema456"];
            messageTypes: components["schemas"]["__schema457"];
            requires: components["schemas"]["__schema458"];
            dataKeys: components["schemas"]["__schema459"];
        };
        Order: {
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            orderNumber: components["schemas"]["__schema460"];
            customerUid: components["schemas"]["OptionalUID"];
            organizationUid: components["schemas"]["OptionalUID"];
            tenantUserUid: components["schemas"]["UID"];
            sellerDisplayName: components["schemas"]["__schema461"];
            status: components["schemas"]["OrderStatus"];
            state: components["schemas"]["OrderState"];
            currency: components["schemas"]["__schema462"];
            exchangeRate: components["schemas"]["__schema463"];
            totals: components["schemas"]["__schema464"];
            note: components["schemas"]["__schema466"];
            externalId: components["schemas"]["__schema467"];
            address: components["schemas"]["OrderAddressResponse"];
            items: components["schemas"]["__schema479"];
            receipts: components["schemas"]["__schema523"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        /** @enum {string} */
        OrderStatus: "OPEN" | "SETTLED";
        /** @enum {string} */
        OrderState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        OrderAddressResponse: {
            address: components["schemas"]["__schema468"];
            city: components["schemas"]["__schema469"];
            companyName: components["schemas"]["__schema470"];
            countryCode: components["schemas"]["__schema471"];
            email: components["schemas"]["__schema472"];
            firstname: components["schemas"]["__schema473"];
            lastname: components["schemas"]["__schema474"];
            mobile: components["schemas"]["__schema475"];
            postalCode: components["schemas"]["__schema476"];
            displayName: components["schemas"]["__schema477"];
            vatNumber?: components["schemas"]["__schema478"];
        };
        OrderItemResponse: {
            orderItemUid: components["schemas"]["UID"];
            productUid: components["schemas"]["UID"];
            vatCodeUid: components["schemas"]["UID"];
            tenantUserUid: components["schemas"]["UID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            warehouseUid: components["schemas"]["OptionalUID"];
            deliveryUid: components["schemas"]["OptionalUID"];
            actions: components["schemas"]["__schema480"];
            allowedActions: components["schemas"]["__schema481"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            discountReasonCode: components["schemas"]["__schema482"];
            returnReasonCode: components["schemas"]["__schema483"];
            compensationReasonCode: components["schemas"]["__schema484"];
            externalId: components["schemas"]["__schema485"];
            name: components["schemas"]["__schema486"];
            note: components["schemas"]["__schema487"];
            serialnumber: components["schemas"]["__schema488"];
            sku: components["schemas"]["__schema489"];
            internalInfo: components["schemas"]["__schema490"];
            warehouseName: components["schemas"]["__schema491"];
            ledgerNumber: components["schemas"]["__schema492"];
            tenantUserDisplayName: components["schemas"]["__schema493"];
            itemCost: components["schemas"]["__schema494"];
            itemDiscountAmount: components["schemas"]["__schema495"];
            itemGrossProfitAmount: components["schemas"]["__schema496"];
            itemVatAmount: components["schemas"]["__schema497"];
            itemDiscountPercentage: components["schemas"]["__schema498"];
            itemGrossProfitPercentage: components["schemas"]["__schema499"];
            itemPrice: components["schemas"]["__schema500"];
            originalItemPrice: components["schemas"]["__schema501"];
            totalCost: components["schemas"]["__schema502"];
            totalDiscountAmount: components["schemas"]["__schema503"];
            totalGrossProfitAmount: components["schemas"]["__schema504"];
            totalPrice: components["schemas"]["__schema505"];
            totalVatAmount: components["schemas"]["__schema506"];
            quantityCredited: components["schemas"]["__schema507"];
            quantityDelivered: components["schemas"]["__schema508"];
            quantityOrdered: components["schemas"]["__schema509"];
            quantityReserved: components["schemas"]["__schema510"];
            sortOrder: components["schemas"]["__schema511"];
            productType: components["schemas"]["ProductType"];
            properties: components["schemas"]["__schema512"];
            productProperties: components["schemas"]["__schema513"];
            coverImage: components["schemas"]["__schema518"];
            allowDelivery: components["schemas"]["AllowDelivery"];
            allowDeliveryFromDate: components["schemas"]["__schema519"];
            reservationType: components["schemas"]["SalesReservationType"];
            reservationDetails: components["schemas"]["__schema520"];
            gtins: components["schemas"]["__schema521"];
            orderLinks?: components["schemas"]["__schema522"];
        };
        ReceiptResponse: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderReceiptUid: components["schemas"]["UID"];
            settleState: components["schemas"]["ReceiptState"];
            voucherNumber: components["schemas"]["__schema524"];
            externalVoucherNumber: components["schemas"]["__schema525"];
            sellerDisplayName: components["schemas"]["__schema526"];
            note: components["schemas"]["__schema527"];
            settledAt: components["schemas"]["DateTime"];
            deliveryState: components["schemas"]["DeliveryState"];
            grandTotal: components["schemas"]["__schema528"];
            settlementTotals: components["schemas"]["SettlementTotals"];
            settlements: components["schemas"]["__schema535"];
            items: components["schemas"]["__schema566"];
            address: components["schemas"]["OrderAddressResponse"];
            customerUid: components["schemas"]["OptionalUID"];
        };
        /** @enum {string} */
        ReceiptState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @enum {string} */
        DeliveryState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        SettlementTotals: {
            change: components["schemas"]["__schema529"];
            remaining: components["schemas"]["__schema530"];
            remainingRounded: components["schemas"]["__schema531"];
            totals: components["schemas"]["__schema532"];
            remainingPrePayment: components["schemas"]["__schema533"];
            remainingAuthorizedAmount: components["schemas"]["__schema534"];
        };
        SettlementResponse: {
            amount: components["schemas"]["__schema536"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            displayMessages: components["schemas"]["__schema537"];
            externalId: components["schemas"]["__schema538"];
            externalPaymentReference: components["schemas"]["__schema539"];
            idMethod: components["schemas"]["SettlementIdMethod"];
            parameters: components["schemas"]["__schema540"];
            settlementCode: components["schemas"]["__schema541"];
            settlementName: components["schemas"]["__schema542"];
            settlementUid: components["schemas"]["UID"];
            state: components["schemas"]["SettlementState"];
            status: components["schemas"]["SettlementStatus"];
            storeSettlementIssuer: components["schemas"]["__schema543"];
            tenantUserDisplayName: components["schemas"]["__schema544"];
            tenantUserUid: components["schemas"]["UID"];
            storePaymentMethodUid: components["schemas"]["UID"];
            currency: components["schemas"]["__schema545"];
            additionalDetails: components["schemas"]["__schema546"];
            creditCount: components["schemas"]["__schema547"];
            creditAmount: components["schemas"]["__schema548"];
            paymentCount: components["schemas"]["__schema549"];
            paymentAmount: components["schemas"]["__schema550"];
            storeUid: components["schemas"]["OptionalUID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            storeName: components["schemas"]["__schema551"];
            transactions: components["schemas"]["__schema552"];
            receiptText: components["schemas"]["__schema556"];
            ledgerNumber?: components["schemas"]["__schema557"];
            ledgerType?: components["schemas"]["__schema558"];
            settledAt?: components["schemas"]["__schema559"];
            tillUid?: components["schemas"]["__schema560"];
            tillName?: components["schemas"]["__schema561"];
            tillNumber?: components["schemas"]["__schema562"];
            authorizedAmount?: components["schemas"]["__schema563"];
            capturedAmount?: components["schemas"]["__schema564"];
            refundedAmount?: components["schemas"]["__schema565"];
        };
        /** @enum {string} */
        SettlementState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE" | "TERMINATED";
        SettlementTransaction: {
            transactionType: components["schemas"]["__schema553"];
            pspTransactionId?: components["schemas"]["__schema554"];
            transactionAmount: components["schemas"]["__schema555"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
        };
        ReceiptPage: {
            items: components["schemas"]["__schema567"];
            paging: components["schemas"]["Paging"];
        };
        HttpTransportList: {
            items: components["schemas"]["__schema568"];
            paging: components["schemas"]["Paging"];
        };
        HttpTransport: {
            httpTransportUid: components["schemas"]["__schema569"];
            name: components["schemas"]["__schema570"];
            url: components["schemas"]["__schema571"];
            securityType: components["schemas"]["SecurityType"];
            username: components["schemas"]["__schema572"];
            password: components["schemas"]["__schema573"];
            token: components["schemas"]["__schema574"];
            headers: components["schemas"]["__schema575"];
            signingSecret: components["schemas"]["__schema578"];
            signingSecretPreviousExpiresAt?: components["schemas"]["__schema579"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookList: {
            items: components["schemas"]["__schema580"];
            paging: components["schemas"]["Paging"];
        };
        Webhook: {
            webhookUid: components["schemas"]["__schema581"];
            action: components["schemas"]["WebhookAction"];
            httpTransport: components["schemas"]["HttpTransport"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryList: {
            items: components["schemas"]["__schema582"];
            paging: components["schemas"]["Paging"];
        };
        WebhookDelivery: {
            deliveryUid: components["schemas"]["__schema583"];
            webhookUid: components["schemas"]["__schema584"];
            eventId: components["schemas"]["__schema585"];
            action: components["schemas"]["WebhookAction"];
            state: components["schemas"]["__schema586"];
            test: components["schemas"]["__schema587"];
            redeliveryOf?: components["schemas"]["__schema588"];
            attemptCount: components["schemas"]["__schema589"];
            nextRetryAt?: components["schemas"]["__schema590"];
            movedToDlq: components["schemas"]["__schema591"];
            attempts: components["schemas"]["__schema592"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryAttempt: {
            attempt: components["schemas"]["__schema593"];
            at: components["schemas"]["DateTime"];
            latencyMs: components["schemas"]["__schema594"];
            statusCode?: components["schemas"]["__schema595"];
            errorClass?: components["schemas"]["__schema596"];
            error?: components["schemas"]["__schema597"];
            responseExcerpt?: components["schemas"]["__schema598"];
            nextRetryAt?: components["schemas"]["__schema600"];
        };
        /**
         * @example {
         *       "eventId": "evt_019a4f3c2b1d8e0f6a7b9c2d4e5f6a01",
         *       "action": "ORDER_SETTLED",
         *       "occurredAt": "2026-11-25T20:00:00.000Z",
         *       "test": true,
         *       "data": {
         *         "order": {
         *           "uid": "order-1001"
         *         },
         *         "test": true
         *       }
         *     }
         */
        TestEvent: {
            eventId: components["schemas"]["__schema601"];
            action: components["schemas"]["WebhookAction"];
            occurredAt: components["schemas"]["DateTime"];
            test: components["schemas"]["__schema602"];
            data: components["schemas"]["__schema603"];
        };
        /** @enum {string} */
        __schema320: "ok" | "degraded";
        __schema321: string;
        __schema322: {
            [key: string]: {
                /** @enum {string} */
                status: "ok" | "error";
                detail?: string;
            };
        };
        __schema323: string;
        __schema324: string;
        __schema325: number;
        __schema326: string;
        __schema327: string;
        __schema328: string;
        __schema329: {
            path: string;
            message: string;
        }[];
        __schema330: string;
        __schema331: string;
        /** @enum {string} */
        __schema332: "access" | "auth" | "integration";
        /** @enum {string} */
        __schema333: "ADMIN" | "BACKOFFICE" | "STORE";
        __schema334: ("SALES_ORDER" | "RETURN_ORDER" | "CUSTOMER" | "ACCOUNTING_CONFIG" | "WEBHOOK" | "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER" | "RECEIVEMENT" | "SERVICE_ORDER")[];
        __schema335: components["schemas"]["AccountingConfigEntry"][];
        /** @description The same uid under the field name of spec 2.8 (the endpoints call it accountingConfigUid) */
        __schema336: components["schemas"]["UID"];
        __schema337: string;
        __schema338: number;
        __schema339: number;
        __schema340: number;
        __schema341: components["schemas"]["ProductGroupMapping"][];
        __schema342: string;
        __schema343: string;
        __schema344: string;
        __schema345: string;
        __schema346: string;
        __schema347: string;
        __schema348: string;
        __schema349: string;
        __schema350: string;
        __schema351: string;
        __schema352: {
            vatCodeUid: components["schemas"]["UID"];
            account: string;
        }[];
        __schema353: string;
        __schema354: string;
        __schema355: string;
        __schema356: string;
        __schema357: string;
        __schema358: {
            vatCodeUid: components["schemas"]["UID"];
            value: string;
        }[];
        __schema359: string;
        __schema360: string;
        __schema361: string;
        __schema362: string;
        __schema363: string;
        __schema364: string;
        __schema365: string;
        __schema366: string;
        __schema367: string;
        __schema368: string;
        __schema369: string;
        __schema370: string;
        __schema371: string;
        __schema372: string;
        __schema373: string;
        __schema374: string;
        __schema375: string;
        __schema376: string;
        __schema377: string;
        __schema378: components["schemas"]["CustomerAddress"][];
        __schema379: string;
        __schema380: string;
        __schema381: string;
        __schema382: string;
        __schema383: string;
        __schema384: string;
        __schema385: string;
        __schema386: string;
        __schema387: string;
        __schema388: string;
        __schema389: string;
        __schema390: components["schemas"]["CustomerScopedContact"][];
        __schema391: string;
        __schema392: string;
        __schema393: string;
        __schema394: string;
        __schema395: string;
        __schema396: string;
        __schema397: components["schemas"]["CustomerExtensionOutput"][];
        __schema398: string;
        __schema399: components["schemas"]["CustomerExtensionOutput"][];
        __schema400: components["schemas"]["CustomerConsent"][];
        __schema401: string;
        __schema402: string;
        __schema403: boolean;
        __schema404: string;
        __schema405: components["schemas"]["CustomerCreditOutput"];
        __schema406: number;
        __schema407: number;
        __schema408: number;
        __schema409: components["schemas"]["AccountManager"];
        __schema410: string;
        __schema411: string;
        __schema412: string;
        __schema413: boolean;
        __schema414: components["schemas"]["CustomerEhf"];
        __schema415: boolean;
        __schema416: string;
        __schema417: string[];
        __schema418: components["schemas"]["DefaultStore"];
        __schema419: string;
        __schema420: string;
        __schema421: number;
        __schema422: components["schemas"]["Customer"][];
        __schema423: components["schemas"]["CustomerContact"][];
        __schema424: string;
        __schema425: string;
        __schema426: string;
        __schema427: string;
        __schema428: string;
        __schema429: string;
        __schema430: components["schemas"]["CustomerContactCustomer"][];
        __schema431: string;
        __schema432: string;
        __schema433: components["schemas"]["CustomerExtensionOutput"][];
        __schema434: components["schemas"]["CustomerContactCustomer"][];
        __schema435: components["schemas"]["CustomerScopedContact"][];
        __schema436: string;
        __schema437: string;
        __schema438: string;
        /** @description The text sent; for a template, its rendered text body */
        __schema439: string;
        __schema440: string;
        __schema441: string;
        __schema442: components["schemas"]["NotificationTemplateType"];
        __schema443: {
            key: string;
            value: string;
        }[];
        __schema444: string;
        /** @description Hand-overs to the provider tried so far */
        __schema445: number;
        __schema446: components["schemas"]["DateTime"];
        __schema447: components["schemas"]["NotificationEvent"][];
        /** @description Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ... */
        __schema448: string;
        /** @enum {string} */
        __schema449: "MAILPROVIDER" | "SES" | "SENDER";
        __schema450: string;
        __schema451: string;
        __schema452: string;
        __schema453: string;
        __schema454: components["schemas"]["Notification"][];
        __schema455: components["schemas"]["NotificationTemplate"][];
        __schema456: string;
        __schema457: components["schemas"]["NotificationMessageType"][];
        __schema458: ("customerUid" | "orderUid")[];
        __schema459: {
            key: string;
            required: boolean;
            /**
             * @description url: an http(s) link
             * @enum {string}
             */
            format: "text" | "url";
            description: string;
        }[];
        __schema460: string;
        __schema461: string;
        __schema462: string;
        __schema463: number;
        __schema464: {
            gross: components["schemas"]["__schema465"];
            net: components["schemas"]["__schema465"];
            vat: components["schemas"]["__schema465"];
            discount: components["schemas"]["__schema465"];
            cost: components["schemas"]["__schema465"];
            grossProfit: components["schemas"]["__schema465"];
        };
        /** @description Integer amount in minor units */
        __schema465: number;
        __schema466: string;
        __schema467: string;
        __schema468: string;
        __schema469: string;
        __schema470: string;
        __schema471: string;
        __schema472: string;
        __schema473: string;
        __schema474: string;
        __schema475: string;
        __schema476: string;
        __schema477: string;
        __schema478: string;
        __schema479: components["schemas"]["OrderItemResponse"][];
        __schema480: {
            orderHandlingActionUid: components["schemas"]["UID"];
            handlingUid: components["schemas"]["UID"];
            handlingActionUid: components["schemas"]["UID"];
            handlingName: string;
            handlingActionName: string;
            comment: string;
            handlingDescription: string;
            createdBy: string;
            lastModifiedBy: string;
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        }[];
        __schema481: components["schemas"]["AllowedAction"][];
        __schema482: string;
        __schema483: string;
        __schema484: string;
        __schema485: string;
        __schema486: string;
        __schema487: string;
        __schema488: string;
        __schema489: string;
        __schema490: string;
        __schema491: string;
        __schema492: string;
        __schema493: string;
        __schema494: number;
        __schema495: number;
        __schema496: number;
        __schema497: number;
        /** @description Basis points of itemPrice */
        __schema498: number;
        /** @description Basis points of the net (ex VAT) unit price */
        __schema499: number;
        __schema500: number;
        __schema501: number;
        __schema502: number;
        __schema503: number;
        __schema504: number;
        __schema505: number;
        __schema506: number;
        __schema507: number;
        __schema508: number;
        __schema509: number;
        __schema510: number;
        __schema511: number;
        __schema512: {
            uid: components["schemas"]["UID"];
            key: string;
            value: string;
        }[];
        __schema513: {
            productPropertyUid: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            propertyOptionUid: components["schemas"]["UID"];
            propertyName: components["schemas"]["__schema514"];
            propertyOptionName: components["schemas"]["__schema515"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema516"];
            propertyText?: components["schemas"]["__schema517"];
        }[];
        __schema514: string;
        __schema515: string;
        __schema516: boolean;
        __schema517: string;
        __schema518: {
            productMediaUid: components["schemas"]["UID"];
            mainUrl: string;
            thumbnailUrl: string;
        };
        __schema519: components["schemas"]["DateTime"] | null;
        __schema520: {
            warehouse?: {
                warehouseName: string;
            } | null;
            purchaseOrder?: {
                purchaseOrderUid: components["schemas"]["UID"];
                purchaseOrderItemUid: components["schemas"]["UID"];
                purchaseOrderNumber: string;
                quantityOrdered: number;
                expectedDeliveryDate?: components["schemas"]["DateTime"];
                externalId?: string;
            } | null;
            receivement?: {
                receivementUid: components["schemas"]["UID"];
                receivementItemUid: components["schemas"]["UID"];
                expectedArrival: components["schemas"]["DateTime"];
                quantity: number;
                supplierOrderReference: string;
                receivedAt: components["schemas"]["DateTime"] | null;
                expectedDispatch?: components["schemas"]["DateTime"];
            } | null;
        };
        __schema521: {
            gtin: string;
            primary: boolean;
            type: string;
        }[];
        __schema522: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            orderNumber: string;
            type: components["schemas"]["OrderLinkType"];
        }[];
        __schema523: {
            orderReceiptUid: components["schemas"]["UID"];
            voucherNumber: string;
            /** @enum {string} */
            settleState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        }[];
        __schema524: string;
        __schema525: string;
        __schema526: string;
        __schema527: string;
        __schema528: number;
        __schema529: number;
        __schema530: number;
        __schema531: number;
        __schema532: number;
        __schema533: number;
        __schema534: number;
        __schema535: components["schemas"]["SettlementResponse"][];
        __schema536: number;
        __schema537: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        }[];
        __schema538: string;
        __schema539: string;
        __schema540: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        }[];
        __schema541: string;
        __schema542: string;
        __schema543: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        __schema544: string;
        __schema545: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema546: {
            key: string;
            value: string;
        }[];
        __schema547: number;
        __schema548: number;
        __schema549: number;
        __schema550: number;
        __schema551: string;
        __schema552: components["schemas"]["SettlementTransaction"][];
        __schema553: string;
        __schema554: string;
        __schema555: number;
        __schema556: string;
        __schema557: string;
        __schema558: components["schemas"]["LedgerType"];
        __schema559: components["schemas"]["DateTime"];
        __schema560: components["schemas"]["OptionalUID"];
        __schema561: string;
        __schema562: number;
        __schema563: number;
        __schema564: number;
        __schema565: number;
        __schema566: components["schemas"]["OrderItemResponse"][];
        __schema567: components["schemas"]["ReceiptResponse"][];
        __schema568: components["schemas"]["HttpTransport"][];
        __schema569: string;
        __schema570: string;
        __schema571: string;
        __schema572: string;
        /** @description "********" when set, else "" */
        __schema573: string;
        /** @description "********" when set, else "" */
        __schema574: string;
        __schema575: components["schemas"]["HttpHeaderOutput"][];
        __schema576: string;
        __schema577: string;
        /** @description Standard Webhooks secret (whsec_...): in clear only in the create and rotate responses */
        __schema578: string;
        /** @description While set, the previous secret also signs every delivery (rotation overlap) */
        __schema579: components["schemas"]["DateTime"];
        __schema580: components["schemas"]["Webhook"][];
        __schema581: string;
        __schema582: components["schemas"]["WebhookDelivery"][];
        __schema583: string;
        __schema584: string;
        /** @description The event id, sent as the webhook-id header */
        __schema585: string;
        /** @enum {string} */
        __schema586: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
        __schema587: boolean;
        __schema588: string;
        __schema589: number;
        __schema590: components["schemas"]["DateTime"];
        __schema591: boolean;
        __schema592: components["schemas"]["WebhookDeliveryAttempt"][];
        __schema593: number;
        __schema594: number;
        __schema595: number;
        /** @enum {string} */
        __schema596: "CLIENT_ERROR" | "REDIRECT" | "SERVER_ERROR" | "TIMEOUT" | "CONNECTION_ERROR" | "BLOCKED_ADDRESS" | "SUBSCRIPTION_DELETED";
        __schema597: string;
        /** @description First 1 KB of the response body */
        __schema598: components["schemas"]["__schema599"];
        __schema599: string;
        __schema600: components["schemas"]["DateTime"];
        /** @description The `id` and `webhook-id` of every delivery of the event */
        __schema601: string;
        /** @constant */
        __schema602: true;
        /** @description The entity members sent: those of the catalogued example of the action, and `test` */
        __schema603: {
            [key: string]: components["schemas"]["__schema605"];
        };
        __schema604: string;
        __schema605: unknown;
        CustomerExtensionOutput: {
            extensionCode: components["schemas"]["CustomerExtensionCode"];
            organizationUid: components["schemas"]["__schema398"];
        };
        CustomerCreditOutput: {
            limit: components["schemas"]["__schema406"];
            balance: components["schemas"]["__schema407"];
        };
        HttpHeaderOutput: {
            key: components["schemas"]["__schema576"];
            value: components["schemas"]["__schema577"];
        };
    };
    responses: never;
    parameters: {
        /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
        WebhookId: string;
        /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
        WebhookTimestamp: string;
        /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
        WebhookSignature: string;
        /** @description Names the sender. */
        WebhookUserAgent: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All dependencies answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    whoAmI: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhoAmI"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAccountingConfigs: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "configType" | "key" | "value" | "vatCodeUid" | "productGroupUid" | "accountingConfigUid" | "createdAt" | "lastModifiedAt";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingConfigEntryList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAccountingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountingConfigCreate"];
            };
        };
        responses: {
            /** @description The entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingConfigEntry"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An entry with this identity, or this accountingConfigUid, exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAccountingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                accountingConfigUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingConfigEntry"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The entry does not exist in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAccountingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                accountingConfigUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountingConfigUpdate"];
            };
        };
        responses: {
            /** @description The entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingConfigEntry"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The entry does not exist in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Concurrent change; retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteAccountingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                accountingConfigUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The entry does not exist in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createProductGroupEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductGroupEntryCreate"];
            };
        };
        responses: {
            /** @description The entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingConfigEntry"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An entry with this identity, or this accountingConfigUid, exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProductGroupMappings: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "productGroupUid" | "vatCodeUid" | "account" | "accountingConfigUid";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of mappings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductGroupMappingList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createProductGroupMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductGroupMappingCreate"];
            };
        };
        responses: {
            /** @description The mapping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductGroupMapping"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An entry with this identity, or this accountingConfigUid, exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAccountNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account numbers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountNumbers"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putAccountNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountNumbersUpdate"];
            };
        };
        responses: {
            /** @description The account numbers as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountNumbers"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A concurrent change; retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The change needs more than one transaction (many VAT codes removed and added) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTreatCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The treat codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TreatCodes"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putTreatCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TreatCodesUpdate"];
            };
        };
        responses: {
            /** @description The treat codes as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TreatCodes"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A concurrent change; retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The change needs more than one transaction (many VAT codes removed and added) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVatTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The VAT types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatTypes"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putVatTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VatTypesUpdate"];
            };
        };
        responses: {
            /** @description The VAT types as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatTypes"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A concurrent change; retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The change needs more than one transaction (many VAT codes removed and added) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomerAccounting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer accounting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAccounting"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The customer does not exist in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putCustomerAccounting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAccountingUpdate"];
            };
        };
        responses: {
            /** @description The customer accounting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAccounting"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The customer does not exist in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFullCustomerAccounting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer and its ledger number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullCustomerWithAccounting"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The customer does not exist in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "displayName" | "customerUid" | "companyName" | "firstname" | "lastname" | "createdAt" | "lastModifiedAt";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomer"];
            };
        };
        responses: {
            /** @description The created customer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description customerParentUid does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Duplicate uid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchCustomers: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "displayName" | "customerUid" | "companyName" | "firstname" | "lastname" | "createdAt" | "lastModifiedAt" | "relevance";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerSearch"];
            };
        };
        responses: {
            /** @description A page of matching customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomer"];
            };
        };
        responses: {
            /** @description The updated customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Concurrent change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Concurrent change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomerContacts: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "displayName" | "firstname" | "lastname" | "email" | "mobile" | "createdAt" | "lastModifiedAt" | "customerContactUid";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerContactPage"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCustomerContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerContact"];
            };
        };
        responses: {
            /** @description The created contact */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerContact"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such contact (or customer) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Duplicate uid or a customer with too many contacts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchCustomerContacts: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "displayName" | "firstname" | "lastname" | "email" | "mobile" | "createdAt" | "lastModifiedAt" | "customerContactUid";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerContactSearch"];
            };
        };
        responses: {
            /** @description A page of matching contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerContactPage"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomerContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerContact"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such contact (or customer) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCustomerContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerContact"];
            };
        };
        responses: {
            /** @description The updated contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerContact"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such contact (or customer) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Concurrent change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCustomerContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such contact (or customer) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomerContactCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customers with role and extensions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerContactCustomers"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such contact (or customer) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addCustomerContactCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddContactCustomers"];
            };
        };
        responses: {
            /** @description All customers of the contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerContactCustomers"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such contact (or customer) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many customers or contacts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeCustomerContactCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such contact (or customer) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomerScopedContacts: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "displayName" | "firstname" | "lastname" | "email" | "mobile" | "createdAt" | "lastModifiedAt" | "customerContactUid" | "role";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the customer’s contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerScopedContactPage"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer, or the contact does not belong to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCustomerScopedContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerScopedContact"];
            };
        };
        responses: {
            /** @description The created contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerScopedContact"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer, or the contact does not belong to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Duplicate uid or too many contacts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomerScopedContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact with its role and extensions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerScopedContact"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer, or the contact does not belong to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCustomerScopedContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerContact"];
            };
        };
        responses: {
            /** @description The updated contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerScopedContact"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer, or the contact does not belong to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Concurrent change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCustomerScopedContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer, or the contact does not belong to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addCustomerContactExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
                customerExtensionCode: components["schemas"]["CustomerExtensionCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerExtensionRequest"];
            };
        };
        responses: {
            /** @description The contact with its extensions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerScopedContact"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer, or the contact does not belong to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeCustomerContactExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                customerContactUid: components["schemas"]["UID"];
                customerExtensionCode: components["schemas"]["CustomerExtensionCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerExtensionRequest"];
            };
        };
        responses: {
            /** @description Disabled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such customer, or the contact does not belong to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReferencePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (text/html) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProblemType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the type */
                problemType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the section (Location: `../../docs#section/Problem-types/{problemType}`) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such problem type */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReferenceScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redoc, standalone build (text/javascript) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listStoreNotifications: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "createdAt" | "lastModifiedAt" | "state" | "messageType" | "recipient";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paged list of notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendNotificationRequest"];
            };
        };
        responses: {
            /** @description The stored notification (state NOT_STARTED) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A referenced customer, order or service order does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A notification with this notificationUid already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchNotifications: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "createdAt" | "lastModifiedAt" | "state" | "messageType" | "recipient";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchNotificationsRequest"];
            };
        };
        responses: {
            /** @description Paged list of matching notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every template type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationTemplateList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    mailProviderCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailProviderEvent"];
            };
        };
        responses: {
            /** @description Processed (no content) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or wrong Basic credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrder"];
            };
        };
        responses: {
            /** @description The order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description customerUid names no customer of the tenant */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description orderUid is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The order would exceed the size one order can hold */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                orderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                orderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReceipt"];
            };
        };
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An orderItemUid names no line of the order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A line is already on a receipt, or a settlement does not fit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receipt would exceed the size one receipt can hold */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchReceipts: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "settledAt" | "grandTotal" | "voucherNumber" | "orderNumber";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantOrderReceiptSearch"];
            };
        };
        responses: {
            /** @description A page of receipts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptPage"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                receiptUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                receiptUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReceipt"];
            };
        };
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match (or version) names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receipt would exceed the size one receipt can hold */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                receiptUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The receipt has started or has payment transactions */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                receiptUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSettlement"];
            };
        };
        responses: {
            /** @description The receipt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed in the current state (table in the description), or a concurrent change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receipt would exceed the size one receipt can hold */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                receiptUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                settlementUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settlement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementResponse"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                receiptUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                settlementUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettlement"];
            };
        };
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed in the current state (table in the description), or a concurrent change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receipt would exceed the size one receipt can hold */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listHttpTransports: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "name" | "httpTransportUid" | "url" | "createdAt" | "lastModifiedAt";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpTransportList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createHttpTransport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HttpTransportCreateRequest"];
            };
        };
        responses: {
            /** @description The transport, with its signing secret in clear */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpTransport"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The custom uid is taken, or the record changed concurrently */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The tenant already has 50 transports, the most allowed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHttpTransport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transport, secrets masked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpTransport"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateHttpTransport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HttpTransportUpdateRequest"];
            };
        };
        responses: {
            /** @description The transport, secrets masked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpTransport"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The custom uid is taken, or the record changed concurrently */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteHttpTransport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Webhooks still use this transport */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateSigningSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SigningSecretRotateRequest"];
            };
        };
        responses: {
            /** @description The transport, with its new signing secret in clear */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpTransport"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                pageNumber?: components["schemas"]["__schema273"];
                pageSize?: components["schemas"]["__schema274"];
                sortBy?: components["schemas"]["__schema275"];
                sortDirection?: components["schemas"]["__schema276"];
                httpTransportUid?: components["schemas"]["UID"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTransportWebhooks: {
        parameters: {
            query?: {
                pageNumber?: components["schemas"]["__schema273"];
                pageSize?: components["schemas"]["__schema274"];
                sortBy?: components["schemas"]["__schema275"];
                sortDirection?: components["schemas"]["__schema276"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreateRequest"];
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The custom uid is taken, or the record changed concurrently */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The tenant already has 200 webhooks, the most allowed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                webhookUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                webhookUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookUpdateRequest"];
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The custom uid is taken, or the record changed concurrently */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-Match names an older version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                webhookUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "createdAt" | "lastModifiedAt" | "state" | "action";
                sortDirection?: components["schemas"]["SortDirection"];
                state?: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                webhookUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                webhookUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deliveryUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery, queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                httpTransportUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                webhookUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test delivery, queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown transport or webhook (also for another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    publishTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestEventRequest"];
            };
        };
        responses: {
            /** @description The event, published */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestEvent"];
                };
            };
            /** @description Invalid input; every invalid field is listed in `errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or invalid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing permission, access level or wrong tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure; quote the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    onProductCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCreateEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductUpdate: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductUpdateEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductDelete: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductDeleteEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCustomerCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCustomerUpdate: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCustomerDelete: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerDeleteEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderSettled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderSettledEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderStateChange: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStateChangeEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderReceiptSettled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderReceiptSettledEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDeliveredEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderLineDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLineDeliveredEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderHandlingStateChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderHandlingStateChangedEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTillClosed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillClosedEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTillOpen: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillOpenEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPriceCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceCreateEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPriceUpdate: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceUpdateEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPriceDelete: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceDeleteEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onStockChange: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockChangeEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductMediaChange: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductMediaChangeEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPurchaseReceived: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseReceivedEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderLineReservationChange: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays. */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated. */
                "webhook-signature": components["parameters"]["WebhookSignature"];
                /** @description Names the sender. */
                "user-agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLineReservationChangeEvent"] | components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered. Answer within the timeout (10 s by default). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure: redirects are not followed. */
            "3XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Final failure, 429 included: not retried; the delivery can be redelivered. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with exponential backoff, 11 attempts in all; a timeout or connection error too. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
