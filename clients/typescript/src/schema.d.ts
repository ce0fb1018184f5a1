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
    "/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/productGroups/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product-group mapping that applies to a product
         * @description Walks up the product-group tree from the product's group (spec 2.8: a mapping applies to its group and all child groups); the nearest group with a mapping for the VAT code wins. `vatCodeUid` defaults to the product's. 404 when the product does not exist or no mapping applies.
         *
         *     Permissions (any one): ACCOUNTING_CONFIG. Tenant access level: ADMIN (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["resolveProductGroupMapping"];
        put?: never;
        post?: never;
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
    "/tenants/{tenantUid}/productGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product groups (paged)
         * @description The whole tree, a page at a time; `parentProductGroupUid` narrows to the children of one group.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listProductGroups"];
        put?: never;
        /**
         * Create a product group
         * @description `productGroupUid` may be chosen by the caller; a duplicate is a 409. A missing parent is a 404.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createProductGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/productGroups/{productGroupUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product group
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getProductGroup"];
        /**
         * Update or move a product group (partial)
         * @description A new `parentProductGroupUid` moves the group with its whole subtree ('' makes it top-level); a parent at or below the group is a cycle (400). Send If-Match with the ETag; a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateProductGroup"];
        post?: never;
        /**
         * Delete a product group
         * @description Only a group without child groups and products: otherwise a 409.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteProductGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products (paged)
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description `productUid` may be chosen by the caller; a duplicate is a 409, and so is a gtin another product of the tenant has. Emits PRODUCT_CREATE.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search products (paged)
         * @description `query`: every word of it contained (case-insensitive) in the name, sku, a gtin or the brand. `sku` and `gtin` are exact; `productGroupUids` include every group below them. Every criterion given must hold.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        post: operations["searchProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/products/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update up to 500 products
         * @description Each item is a create (new or absent productUid; sku and name required) or a partial update, written atomically on its own and answered on its own: 207 with one result per item, in order. Items emit PRODUCT_CREATE or PRODUCT_UPDATE; an unchanged item emits nothing.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["importProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/products/{productUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getProduct"];
        /**
         * Update a product (partial)
         * @description Omitted fields keep their value; '' clears a text field, null the default price. Emits PRODUCT_UPDATE naming the changed fields; a PUT that changes nothing emits nothing. Send If-Match with the ETag; a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateProduct"];
        post?: never;
        /**
         * Delete a product
         * @description Deletes its media and frees its gtins. A CONFIGURABLE master with variants is a 409. Emits PRODUCT_DELETE.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/products/{productUid}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the media of a product
         * @description All of them (at most 50), by sortOrder.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listProductMedia"];
        put?: never;
        /**
         * Add a medium to a product
         * @description An https URL; `cover: true` makes an IMAGE the product's coverImage (the previous cover stops being it). Emits PRODUCT_MEDIA_CHANGE naming the change and the cover after it.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createProductMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/products/{productUid}/media/{productMediaUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a medium of a product
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getProductMedia"];
        /**
         * Update a medium (partial)
         * @description `cover: false` on the cover leaves the product without one. A PUT that changes nothing emits nothing. Emits PRODUCT_MEDIA_CHANGE naming the change and the cover after it.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateProductMedia"];
        post?: never;
        /**
         * Delete a medium
         * @description Deleting the cover leaves the product without one. Emits PRODUCT_MEDIA_CHANGE naming the change and the cover after it.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteProductMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stores (paged)
         * @description Sorted by name unless `sortBy` says otherwise.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listStores"];
        put?: never;
        /**
         * Create a store
         * @description `number` is unique per tenant (409). `timezone` is an IANA zone, `currency` ISO 4217. `pricelistUid` must name a SALE pricelist and `purchasePricelistUid` a PURCHASE pricelist in the store currency (404 when missing, 422 otherwise). `storeUid` may be chosen by the caller; a duplicate is a 409. Store-scoped routes (orders, receipts, accounting) work for a storeUid with no store record too.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a store
         * @description A storeUid used by orders or receipts but never created here is a 404.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getStore"];
        /**
         * Update a store (partial)
         * @description Omitted fields keep their value; an empty string clears pricelistUid, purchasePricelistUid or defaultWarehouseUid. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateStore"];
        post?: never;
        /**
         * Delete a store
         * @description Releases its number. Orders, receipts and accounting of the storeUid stay as they are.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteStore"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/pricelists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pricelists (paged)
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listPricelists"];
        put?: never;
        /**
         * Create a pricelist
         * @description `type` SALE (default) or PURCHASE; `currency` ISO 4217, fixed at creation. `pricelistUid` may be chosen by the caller; a duplicate is a 409.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createPricelist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/pricelists/{pricelistUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pricelist
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getPricelist"];
        /**
         * Rename a pricelist
         * @description Only `name` changes; a `currency` or `type` other than the stored one is a 422. If-Match: a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updatePricelist"];
        post?: never;
        /**
         * Delete a pricelist
         * @description Only an empty pricelist: one with prices is a 409 (delete its prices first).
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deletePricelist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/pricelists/{pricelistUid}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the prices of a pricelist (key-range paged)
         * @description In productUid order. Paged by key, not by page number, so that every page of a pricelist of millions of prices costs the same: pass `paging.next` as `after` for the next page; `next` is null on the last page (which may be empty).
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/pricelists/{pricelistUid}/prices/{productUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the price of a product in a pricelist
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getPrice"];
        /**
         * Create or replace the price of a product in a pricelist
         * @description `amount` is the unit price (integer minor units of the pricelist currency) from quantity 1; `quantityBreaks` give lower unit prices from `minQuantity` on. `validFrom` (inclusive) and `validTo` (exclusive) bound when the price applies. 201 and PRICE_CREATE for a new price, 200 and PRICE_UPDATE for a changed one, 200 and no event for an unchanged one. If-Match applies to an existing price (412 when stale or when there is no price).
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["putPrice"];
        post?: never;
        /**
         * Delete the price of a product in a pricelist
         * @description Emits PRICE_DELETE.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deletePrice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/products/{productUid}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The effective price of a product in a store
         * @description The unit price a sale would use and where it came from: the customer's pricelist (`customerUid`), then the store's pricelist, then the product's default price. A pricelist applies when it is a SALE list in the store's currency and holds a price for the product valid at `at` (default now); within it, the quantity break with the largest minQuantity <= `quantity` (default 1). At most two DynamoDB round trips.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getEffectivePrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a store's warehouses
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listWarehouses"];
        put?: never;
        /**
         * Create a warehouse of a store
         * @description The store need not have a store record (see stores). `allowNegativeStock` lets adjustments and transfers take onHand below zero; sales and returns always may. The store names its default warehouse in its `defaultWarehouseUid`.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createWarehouse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/warehouses/{warehouseUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a warehouse
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getWarehouse"];
        /**
         * Update a warehouse (partial)
         * @description Omitted fields keep their value. If-Match with the ETag: a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateWarehouse"];
        post?: never;
        /**
         * Delete a warehouse that holds no stock
         * @description Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteWarehouse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/warehouses/{warehouseUid}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A warehouse's stock levels (key-range paged)
         * @description In productUid order; pass `paging.next` as `after` for the next page (every page costs the same, however many products the warehouse holds).
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listWarehouseStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/warehouses/{warehouseUid}/stock/{productUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stock level of a product in a warehouse
         * @description One read. A product the warehouse never held answers zeros at version 0.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getStockLevel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/warehouses/{warehouseUid}/stock/{productUid}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The movement log of a level, newest first
         * @description The movements sum to onHand. Pass `paging.next` as `before` for older ones.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listStockMovements"];
        put?: never;
        /**
         * Move stock: adjust, count, return or transfer
         * @description Every change of a level is a movement with a reason; it and STOCK_CHANGE are written with the level in one transaction. COUNT sets onHand to the counted quantity (a count that finds what the books say records nothing). A decrease below zero is a 409 naming `body.quantity` unless the warehouse allows negative stock. Concurrent movements of one product never lose an update.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createStockMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/warehouses/{warehouseUid}/stock/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set stock for up to 1,000 products (COUNT movements)
         * @description The batch set of spec 4.8. Each product is counted on its own, all or nothing, and answered on its own: 207 with a result per item in order. Send an Idempotency-Key to make a retried batch safe.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["countStockBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/products/{productUid}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's stock in every warehouse
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getProductStock"];
        put?: never;
        post?: never;
        delete?: never;
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
         * @description Redirects to the section of the reference page that explains the problem type `/v2/docs/problems/{problemType}`: the `type` of every problem resolves here.
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
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/pre-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the pre-payments of an order, with their balance
         * @description Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listPrePayments"];
        put?: never;
        /**
         * Register a pre-payment on an order
         * @description Money the customer paid before the receipt (a deposit). A receipt of the order is paid from it with a settlement whose settlementCode is PRE_PAYMENT (captured at once, at most what is unused and what is left to pay). Idempotent: a repeat with the same prePaymentUid or externalPaymentReference and the same content answers the first pre-payment; other content is a 409. Idempotency-Key is honoured too.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["createPrePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/pre-payments/{prePaymentUid}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund unused money of a pre-payment
         * @description At most what is unrefunded of the pre-payment and unused on the order (money a receipt took is returned with a return receipt). Repeating a refundUid answers the pre-payment again without a second refund.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["refundPrePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/items/{orderItemUid}/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the add-ons of an order line
         * @description Add-on lines (warranty, gift wrap, insurance) are created with the order: a line whose parentOrderItemUid names a line whose product allows ADDON. Each is priced and taxed by its own product, counts in the order totals, and goes on its parent's receipt.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listOrderItemAddons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/loyalty/programme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the tenant's loyalty programme
         * @description Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getLoyaltyProgramme"];
        /**
         * Set the tenant's loyalty programme
         * @description Points an order earns when it is SETTLED: (gross minus what was paid with points) x pointsPerCurrencyUnit / currencyUnit, rounded as `rounding` says. A LOYALTY settlement pays pointValue minor units per point. Points expire after expiryDays (at the end of that UTC day; 0: never). Applies to orders settled after the change.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["putLoyaltyProgramme"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/{customerUid}/loyalty/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's loyalty points: balance and ledger
         * @description The balance counts points that have not expired. The ledger is newest first; pass `paging.next` as `before` for older entries.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getCustomerLoyaltyPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/orders/{orderUid}/loyalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loyalty points of an order (earned, spent)
         * @description An order earns once, in the transaction that settles it.
         *
         *     Permissions (any one): CUSTOMER, SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getOrderLoyalty"];
        put?: never;
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
         * @description Entity members: `product`, `changedFields`.
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
         * @description Entity members: `product`.
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
         * @description Entity members: `pricelist`, `product`, `price`.
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
         * @description Entity members: `pricelist`, `product`, `price`, `previous`.
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
         * @description Entity members: `pricelist`, `product`, `price`.
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
         * @description Entity members: `product`, `media`, `coverImage`.
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
            vatCodes?: components["schemas"]["__schema9"];
        };
        /** @description Digit string; absent, null or "" removes the entry */
        AccountNumberField: components["schemas"]["__schema8"];
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
        CodeField: components["schemas"]["__schema10"];
        /** @description Replaces the object: absent fields are removed */
        VatTypesUpdate: {
            balance?: components["schemas"]["CodeField"];
            vatCodes?: components["schemas"]["__schema12"];
        };
        VatCodeType: {
            vatCodeUid: components["schemas"]["UID"];
            value: components["schemas"]["__schema11"];
        };
        CustomerAccountingUpdate: {
            ledgerNumber: components["schemas"]["AccountNumber"];
        };
        CreateCustomer: {
            customerUid?: components["schemas"]["__schema13"];
            firstname?: components["schemas"]["__schema14"];
            lastname?: components["schemas"]["__schema15"];
            companyName?: components["schemas"]["__schema16"];
            address?: components["schemas"]["__schema17"];
            postalCode?: components["schemas"]["__schema18"];
            city?: components["schemas"]["__schema19"];
            countryCode?: components["schemas"]["__schema20"];
            vatNumber?: components["schemas"]["__schema22"];
            externalId?: components["schemas"]["__schema23"];
            pricelistUid?: components["schemas"]["__schema24"];
            origin?: components["schemas"]["__schema25"];
            loyaltyId?: components["schemas"]["__schema26"];
            internalNote?: components["schemas"]["__schema27"];
            customerParentUid?: components["schemas"]["__schema28"];
            customerType?: components["schemas"]["__schema29"];
            email?: components["schemas"]["__schema30"];
            mobile?: components["schemas"]["__schema32"];
            addresses?: components["schemas"]["__schema34"];
            extensions?: components["schemas"]["__schema36"];
            consents?: components["schemas"]["__schema38"];
            credit?: components["schemas"]["__schema40"];
            paymentTerms?: components["schemas"]["__schema43"];
            accountManager?: components["schemas"]["__schema44"];
            ehfEnabled?: components["schemas"]["__schema45"];
            ehf?: components["schemas"]["__schema46"];
            customerGroupUids?: components["schemas"]["__schema47"];
            defaultStore?: components["schemas"]["__schema48"];
        };
        /** @enum {string} */
        CustomerType: "PERSON" | "COMPANY";
        /** @enum {string} */
        CustomerAddressType: "DELIVERY_ADDRESS" | "INVOICE_ADDRESS";
        CustomerExtension: {
            extensionCode: components["schemas"]["CustomerExtensionCode"];
            organizationUid: components["schemas"]["__schema37"];
        };
        /** @enum {string} */
        CustomerExtensionCode: "EXT_INVOICE" | "EXT_PROFILE_ID";
        CustomerCredit: {
            limit: components["schemas"]["__schema41"];
            balance: components["schemas"]["__schema42"];
        };
        CustomerSearch: {
            query?: components["schemas"]["__schema49"];
            email?: components["schemas"]["__schema50"];
            mobile?: components["schemas"]["__schema51"];
            customerType?: components["schemas"]["__schema52"];
        };
        UpdateCustomer: {
            firstname?: components["schemas"]["__schema14"];
            lastname?: components["schemas"]["__schema15"];
            companyName?: components["schemas"]["__schema16"];
            address?: components["schemas"]["__schema17"];
            postalCode?: components["schemas"]["__schema18"];
            city?: components["schemas"]["__schema19"];
            countryCode?: components["schemas"]["__schema20"];
            vatNumber?: components["schemas"]["__schema22"];
            externalId?: components["schemas"]["__schema23"];
            pricelistUid?: components["schemas"]["__schema24"];
            origin?: components["schemas"]["__schema25"];
            loyaltyId?: components["schemas"]["__schema26"];
            internalNote?: components["schemas"]["__schema27"];
            customerParentUid?: components["schemas"]["__schema28"];
            customerType?: components["schemas"]["__schema29"];
            email?: components["schemas"]["__schema30"];
            mobile?: components["schemas"]["__schema32"];
            addresses?: components["schemas"]["__schema34"];
            extensions?: components["schemas"]["__schema36"];
            consents?: components["schemas"]["__schema38"];
            credit?: components["schemas"]["__schema40"];
            paymentTerms?: components["schemas"]["__schema43"];
            accountManager?: components["schemas"]["__schema44"];
            ehfEnabled?: components["schemas"]["__schema45"];
            ehf?: components["schemas"]["__schema46"];
            customerGroupUids?: components["schemas"]["__schema47"];
            defaultStore?: components["schemas"]["__schema48"];
        };
        CreateCustomerContact: {
            firstname: components["schemas"]["__schema53"];
            lastname: components["schemas"]["__schema53"];
            email?: components["schemas"]["__schema54"];
            mobile?: components["schemas"]["__schema55"];
            customerContactUid?: components["schemas"]["__schema56"];
            customers?: components["schemas"]["__schema57"];
        };
        /** @enum {string} */
        CustomerContactRole: "ADMIN" | "CONTACT" | "INVOICE_RECIPIENT" | "ORDER_RECIPIENT";
        CustomerContactSearch: {
            query?: components["schemas"]["__schema60"];
            email?: components["schemas"]["__schema61"];
            mobile?: components["schemas"]["__schema62"];
        };
        UpdateCustomerContact: {
            firstname?: components["schemas"]["__schema63"];
            lastname?: components["schemas"]["__schema64"];
            email?: components["schemas"]["__schema65"];
            mobile?: components["schemas"]["__schema66"];
        };
        AddContactCustomers: {
            customers: components["schemas"]["__schema67"];
        };
        CreateCustomerScopedContact: {
            firstname: components["schemas"]["__schema53"];
            lastname: components["schemas"]["__schema53"];
            email?: components["schemas"]["__schema54"];
            mobile?: components["schemas"]["__schema55"];
            customerContactUid?: components["schemas"]["__schema56"];
            role?: components["schemas"]["__schema68"];
        };
        CustomerExtensionRequest: {
            storeUid: components["schemas"]["UID"];
        };
        /**
         * @example {
         *       "productGroupUid": "pg-cups",
         *       "name": "Cups",
         *       "parentProductGroupUid": "pg-kitchen"
         *     }
         */
        CreateProductGroup: {
            productGroupUid?: components["schemas"]["__schema69"];
            name: components["schemas"]["__schema70"];
            parentProductGroupUid?: components["schemas"]["__schema71"];
            description?: components["schemas"]["__schema72"];
            externalId?: components["schemas"]["__schema73"];
            sortOrder?: components["schemas"]["__schema74"];
        };
        /**
         * @example {
         *       "parentProductGroupUid": "pg-tableware"
         *     }
         */
        UpdateProductGroup: {
            name?: components["schemas"]["__schema76"];
            parentProductGroupUid?: components["schemas"]["__schema71"];
            description?: components["schemas"]["__schema72"];
            externalId?: components["schemas"]["__schema73"];
            sortOrder?: components["schemas"]["__schema74"];
        };
        /**
         * @example {
         *       "productUid": "prod-42",
         *       "sku": "SKU-0042",
         *       "name": "Espresso cup",
         *       "productGroupUid": "pg-cups",
         *       "gtins": [
         *         {
         *           "gtin": "7040000000421",
         *           "primary": true,
         *           "type": "EAN13"
         *         }
         *       ],
         *       "vatCodeUid": "vat-25",
         *       "vatRate": 2500,
         *       "defaultPrice": {
         *         "amount": 9900,
         *         "currency": "NOK"
         *       }
         *     }
         */
        CreateProduct: {
            sku: components["schemas"]["__schema77"];
            name: components["schemas"]["__schema78"];
            productType?: components["schemas"]["__schema79"];
            description?: components["schemas"]["__schema80"];
            brand?: components["schemas"]["__schema81"];
            unit?: components["schemas"]["__schema82"];
            active?: components["schemas"]["__schema83"];
            productGroupUid?: components["schemas"]["__schema84"];
            parentProductUid?: components["schemas"]["__schema85"];
            gtins?: components["schemas"]["__schema86"];
            vatCodeUid?: components["schemas"]["__schema88"];
            vatRate?: components["schemas"]["__schema89"];
            costPrice?: components["schemas"]["__schema91"];
            defaultPrice?: components["schemas"]["__schema92"];
            allowedActions?: components["schemas"]["__schema94"];
            productProperties?: components["schemas"]["__schema95"];
            properties?: components["schemas"]["__schema97"];
            components?: components["schemas"]["__schema99"];
            productUid?: components["schemas"]["__schema101"];
        };
        /** @enum {string} */
        ProductType: "STOCK" | "NO_STOCK" | "CONFIGURABLE" | "SVC_GIFTCARD" | "PSP_GIFTCARD" | "NON_PHYSICAL" | "PACKAGE_FIXED" | "PACKAGE_DYNAMIC";
        /** @enum {string} */
        AllowedAction: "QUANTITY_SOLD" | "PRICE_SALE" | "DISCOUNT" | "SERIALNUMBER" | "SERIALNUMBER_REQUIRED" | "CREDIT" | "ADDON" | "CUSTOMER_REQUIRED" | "INSURANCE" | "CUSTOMER_MOBILE_REQUIRED" | "CUSTOMER_EMAIL_REQUIRED" | "DELIVERY_POSTAL_ADDRESS_REQUIRED" | "DELETE" | "DELIVER" | "PURCHASE" | "COST_PRICE" | "PRODUCT_NAME" | "PAYABLE" | "NEGATIVE_PRICE";
        /** @enum {string} */
        PropertyType: "TEXT" | "SINGLESELECT" | "MULTISELECT";
        /**
         * @example {
         *       "query": "espresso",
         *       "productGroupUids": [
         *         "pg-kitchen"
         *       ],
         *       "active": true
         *     }
         */
        ProductSearch: {
            query?: components["schemas"]["__schema102"];
            sku?: components["schemas"]["__schema104"];
            gtin?: components["schemas"]["__schema106"];
            productGroupUids?: components["schemas"]["__schema108"];
            productTypes?: components["schemas"]["__schema110"];
            active?: components["schemas"]["__schema111"];
            parentProductUid?: components["schemas"]["__schema112"];
            updatedSince?: components["schemas"]["__schema114"];
        };
        /**
         * Format: date-time
         * @description ISO 8601 date-time
         * @example 2026-11-23T10:15:00.000Z
         */
        DateTime: string;
        /**
         * @example {
         *       "products": [
         *         {
         *           "productUid": "prod-42",
         *           "sku": "SKU-0042",
         *           "name": "Espresso cup"
         *         },
         *         {
         *           "productUid": "prod-43",
         *           "active": false
         *         }
         *       ]
         *     }
         */
        ProductBatch: {
            products: components["schemas"]["__schema115"];
        };
        /**
         * @example {
         *       "name": "Espresso cup, white",
         *       "defaultPrice": {
         *         "amount": 10900,
         *         "currency": "NOK"
         *       }
         *     }
         */
        UpdateProduct: {
            sku?: components["schemas"]["__schema117"];
            name?: components["schemas"]["__schema118"];
            productType?: components["schemas"]["__schema79"];
            description?: components["schemas"]["__schema80"];
            brand?: components["schemas"]["__schema81"];
            unit?: components["schemas"]["__schema82"];
            active?: components["schemas"]["__schema83"];
            productGroupUid?: components["schemas"]["__schema84"];
            parentProductUid?: components["schemas"]["__schema85"];
            gtins?: components["schemas"]["__schema86"];
            vatCodeUid?: components["schemas"]["__schema88"];
            vatRate?: components["schemas"]["__schema89"];
            costPrice?: components["schemas"]["__schema91"];
            defaultPrice?: components["schemas"]["__schema92"];
            allowedActions?: components["schemas"]["__schema94"];
            productProperties?: components["schemas"]["__schema95"];
            properties?: components["schemas"]["__schema97"];
            components?: components["schemas"]["__schema99"];
        };
        /**
         * @example {
         *       "mediaType": "IMAGE",
         *       "url": "https://cdn.example.com/cup.jpg",
         *       "altText": "White espresso cup",
         *       "cover": true
         *     }
         */
        CreateProductMedia: {
            productMediaUid?: components["schemas"]["__schema119"];
            mediaType?: components["schemas"]["__schema120"];
            url: components["schemas"]["__schema121"];
            thumbnailUrl?: components["schemas"]["__schema122"];
            altText?: components["schemas"]["__schema123"];
            sortOrder?: components["schemas"]["__schema124"];
            cover?: components["schemas"]["__schema125"];
        };
        /** @enum {string} */
        ProductMediaType: "IMAGE" | "VIDEO" | "DOCUMENT";
        /**
         * @example {
         *       "altText": "Espresso cup, white",
         *       "sortOrder": 2
         *     }
         */
        UpdateProductMedia: {
            url?: components["schemas"]["__schema127"];
            thumbnailUrl?: components["schemas"]["__schema122"];
            altText?: components["schemas"]["__schema123"];
            sortOrder?: components["schemas"]["__schema124"];
            cover?: components["schemas"]["__schema125"];
        };
        /**
         * @example {
         *       "storeUid": "oslo-sentrum",
         *       "name": "Oslo Sentrum",
         *       "number": "101",
         *       "address": {
         *         "address": "Karl Johans gate 1",
         *         "city": "Oslo",
         *         "postalCode": "0154",
         *         "countryCode": "NO"
         *       },
         *       "currency": "NOK",
         *       "timezone": "Europe/Oslo",
         *       "pricelistUid": "retail-nok"
         *     }
         */
        CreateStore: {
            storeUid?: components["schemas"]["__schema128"];
            name: components["schemas"]["__schema129"];
            number: components["schemas"]["__schema130"];
            currency: components["schemas"]["__schema131"];
            timezone: components["schemas"]["__schema132"];
            address?: components["schemas"]["__schema133"];
            pricelistUid?: components["schemas"]["__schema135"];
            purchasePricelistUid?: components["schemas"]["__schema136"];
            defaultWarehouseUid?: components["schemas"]["__schema137"];
        };
        /**
         * @example {
         *       "name": "Oslo Sentrum (Byporten)",
         *       "pricelistUid": "city-nok"
         *     }
         */
        UpdateStore: {
            name?: components["schemas"]["__schema138"];
            number?: components["schemas"]["__schema139"];
            currency?: components["schemas"]["__schema140"];
            timezone?: components["schemas"]["__schema141"];
            address?: components["schemas"]["__schema133"];
            pricelistUid?: components["schemas"]["__schema135"];
            purchasePricelistUid?: components["schemas"]["__schema136"];
            defaultWarehouseUid?: components["schemas"]["__schema137"];
        };
        /**
         * @example {
         *       "pricelistUid": "retail-nok",
         *       "name": "Retail NOK",
         *       "currency": "NOK",
         *       "type": "SALE"
         *     }
         */
        CreatePricelist: {
            pricelistUid?: components["schemas"]["__schema142"];
            name: components["schemas"]["__schema143"];
            currency: components["schemas"]["__schema131"];
            type?: components["schemas"]["__schema144"];
        };
        /** @enum {string} */
        PricelistType: "SALE" | "PURCHASE";
        /**
         * @example {
         *       "name": "Retail NOK 2027"
         *     }
         */
        UpdatePricelist: {
            name?: components["schemas"]["__schema145"];
            currency?: components["schemas"]["__schema146"];
            type?: components["schemas"]["__schema147"];
        };
        /**
         * @example {
         *       "amount": 4990,
         *       "validFrom": "2026-12-01T00:00:00.000Z",
         *       "validTo": "2027-01-01T00:00:00.000Z",
         *       "quantityBreaks": [
         *         {
         *           "minQuantity": 6,
         *           "amount": 4490
         *         }
         *       ]
         *     }
         */
        PutPrice: {
            amount: components["schemas"]["__schema148"];
            validFrom?: components["schemas"]["__schema149"];
            validTo?: components["schemas"]["__schema150"];
            quantityBreaks?: components["schemas"]["__schema151"];
        };
        CreateWarehouse: {
            warehouseUid?: components["schemas"]["__schema153"];
            name: components["schemas"]["__schema154"];
            allowNegativeStock?: components["schemas"]["__schema155"];
        };
        UpdateWarehouse: {
            name?: components["schemas"]["__schema156"];
            allowNegativeStock?: components["schemas"]["__schema157"];
        };
        CreateStockMovement: {
            reason: components["schemas"]["__schema158"];
            quantity: components["schemas"]["__schema159"];
            note?: components["schemas"]["__schema160"];
        };
        StockBatchCount: {
            items: components["schemas"]["__schema161"];
        };
        SendNotificationRequest: {
            messageType: components["schemas"]["NotificationMessageType"];
            recipient: components["schemas"]["__schema163"];
            subject?: components["schemas"]["__schema164"];
            message?: components["schemas"]["__schema165"];
            templateType?: components["schemas"]["__schema166"];
            templateData?: components["schemas"]["__schema167"];
            notificationUid?: components["schemas"]["__schema169"];
            customerUid?: components["schemas"]["__schema170"];
            orderUid?: components["schemas"]["__schema171"];
            serviceOrderUid?: components["schemas"]["__schema172"];
            purchaseOrderUid?: components["schemas"]["__schema173"];
            receivementUid?: components["schemas"]["__schema174"];
            supplierUid?: components["schemas"]["__schema175"];
            tenantUserUid?: components["schemas"]["__schema176"];
            serviceEventUid?: components["schemas"]["__schema177"];
        };
        /** @enum {string} */
        NotificationMessageType: "EMAIL" | "SMS";
        /** @enum {string} */
        NotificationTemplateType: "ORDER_CONFIRMATION" | "RECEIPT" | "CUSTOMER_WELCOME" | "GENERIC";
        SearchNotificationsRequest: {
            messageType?: components["schemas"]["__schema178"];
            recipient?: components["schemas"]["__schema179"];
            message?: components["schemas"]["__schema181"];
            state?: components["schemas"]["__schema183"];
            errorText?: components["schemas"]["__schema184"];
            organizationUid?: components["schemas"]["__schema186"];
            storeUid?: components["schemas"]["__schema187"];
            customerUid?: components["schemas"]["__schema188"];
            orderUid?: components["schemas"]["__schema189"];
            serviceOrderUid?: components["schemas"]["__schema190"];
            tenantUserUid?: components["schemas"]["__schema191"];
            supplierUid?: components["schemas"]["__schema192"];
            receivementUid?: components["schemas"]["__schema193"];
            purchaseOrderUid?: components["schemas"]["__schema194"];
            fromDateTime?: components["schemas"]["__schema195"];
            toDateTime?: components["schemas"]["__schema197"];
            query?: components["schemas"]["__schema199"];
        };
        /**
         * @description Lifecycle state; see docs/decisions/notifications.md
         * @enum {string}
         */
        NotificationState: "NOT_STARTED" | "IN_PROGRESS" | "SENT" | "DELIVERED" | "BOUNCED" | "SPAM_COMPLAINT" | "FAILED";
        MailProviderEvent: {
            RecordType: components["schemas"]["__schema201"];
            Details?: components["schemas"]["__schema202"];
            Metadata?: components["schemas"]["__schema203"];
            MessageID?: components["schemas"]["__schema205"];
            MessageId?: components["schemas"]["__schema206"];
            ServerID?: components["schemas"]["__schema207"];
            ServerId?: components["schemas"]["__schema208"];
        } & {
            [key: string]: components["schemas"]["__schema209"];
        };
        CreateOrder: {
            orderUid?: components["schemas"]["__schema210"];
            customerUid?: components["schemas"]["__schema211"];
            organizationUid?: components["schemas"]["__schema212"];
            tenantUserUid?: components["schemas"]["__schema213"];
            sellerDisplayName?: components["schemas"]["__schema214"];
            currency?: components["schemas"]["__schema215"];
            exchangeRate?: components["schemas"]["__schema216"];
            address?: components["schemas"]["__schema218"];
            note?: components["schemas"]["__schema219"];
            externalId?: components["schemas"]["__schema220"];
            items: components["schemas"]["__schema221"];
        };
        /** @enum {string} */
        AllowDelivery: "YES" | "NO" | "NOT_BEFORE_DATE";
        /** @enum {string} */
        SalesReservationType: "NONE" | "WAREHOUSE" | "PURCHASEORDER" | "REQUEST_PURCHASEORDER" | "PURCHASEORDER_CONFIRMED";
        /** @enum {string} */
        OrderLinkType: "CREDIT" | "INSURANCE" | "INSURED" | "COMPENSATION" | "COMPENSATED" | "PACKAGE" | "PACKAGE_COMPONENT" | "SERVICE" | "HAS_SERVICE" | "FREIGHT_SERVICE" | "HAS_FREIGHT_SERVICE" | "AUTO_ADD";
        CreateReceipt: {
            orderReceiptUid?: components["schemas"]["__schema277"];
            orderItemUids?: components["schemas"]["__schema278"];
            note?: components["schemas"]["__schema279"];
            externalVoucherNumber?: components["schemas"]["__schema280"];
            sellerDisplayName?: components["schemas"]["__schema281"];
            settlements?: components["schemas"]["__schema282"];
        };
        CreateSettlement: {
            settlementUid?: components["schemas"]["__schema283"];
            storePaymentMethodUid: components["schemas"]["UID"];
            tenantPaymentMethodUid?: components["schemas"]["__schema284"];
            settlementCode: components["schemas"]["__schema285"];
            settlementName: components["schemas"]["__schema286"];
            amount: components["schemas"]["__schema287"];
            status?: components["schemas"]["__schema288"];
            idMethod?: components["schemas"]["__schema289"];
            externalId?: components["schemas"]["__schema290"];
            externalPaymentReference?: components["schemas"]["__schema291"];
            pspTransactionId?: components["schemas"]["__schema292"];
            parameters?: components["schemas"]["__schema293"];
            displayMessages?: components["schemas"]["__schema295"];
            additionalDetails?: components["schemas"]["__schema297"];
            currency?: components["schemas"]["__schema299"];
            storeSettlementIssuer?: components["schemas"]["__schema300"];
            storeName?: components["schemas"]["__schema301"];
            tenantUserDisplayName?: components["schemas"]["__schema302"];
            tillUid?: components["schemas"]["__schema303"];
            tillName?: components["schemas"]["__schema304"];
            tillNumber?: components["schemas"]["__schema305"];
            receiptText?: components["schemas"]["__schema306"];
            ledgerNumber?: components["schemas"]["__schema307"];
            ledgerType?: components["schemas"]["__schema308"];
            creditCount?: components["schemas"]["__schema309"];
            creditAmount?: components["schemas"]["__schema310"];
            paymentCount?: components["schemas"]["__schema311"];
            paymentAmount?: components["schemas"]["__schema312"];
        };
        /** @enum {string} */
        SettlementIdMethod: "NO_CVM_RULE_PERFORMED" | "SIGNATURE" | "PIN_ONLINE" | "PIN_OFFLINE" | "PIN_ONLINE_AND_SIGNATURE" | "PIN_OFFLINE_AND_SIGNATURE" | "NO_CVM" | "FAILED" | "ON_DEVICE" | "REFUND";
        /** @enum {string} */
        PaymentMethodParameterType: "TEXT" | "INTEGER" | "NUMERIC" | "DATE" | "MOBILE" | "MODULUS10" | "MODULUS11";
        /** @enum {string} */
        LedgerType: "LEDGER" | "GENERAL_LEDGER" | "CUSTOMER_LEDGER";
        TenantOrderReceiptSearch: {
            storeUids?: components["schemas"]["__schema313"];
            organizationUids?: components["schemas"]["__schema314"];
            customerUids?: components["schemas"]["__schema315"];
            tenantUserUids?: components["schemas"]["__schema316"];
            productUids?: components["schemas"]["__schema317"];
            customerQuery?: components["schemas"]["__schema318"];
            settledAtFrom?: components["schemas"]["__schema320"];
            settledAtTo?: components["schemas"]["__schema321"];
            orderNumber?: components["schemas"]["__schema322"];
            voucherNumber?: components["schemas"]["__schema324"];
            voucherNumbers?: components["schemas"]["__schema326"];
            productSkus?: components["schemas"]["__schema328"];
            tenantPaymentMethodUids?: components["schemas"]["__schema330"];
            deliveryStates?: components["schemas"]["__schema331"];
            query?: components["schemas"]["__schema333"];
            amountRange?: components["schemas"]["__schema335"];
            hasUnpaidInvoices?: components["schemas"]["__schema338"];
            settlementExternalPaymentReferences?: components["schemas"]["__schema340"];
            orderStatuses?: components["schemas"]["__schema342"];
            orderStates?: components["schemas"]["__schema344"];
            settleStates?: components["schemas"]["__schema346"];
        };
        UpdateReceipt: {
            note?: components["schemas"]["__schema348"];
            address?: components["schemas"]["__schema349"];
            externalVoucherNumber?: components["schemas"]["__schema350"];
            sellerDisplayName?: components["schemas"]["__schema351"];
            version?: components["schemas"]["__schema352"];
        };
        UpdateSettlement: {
            status: components["schemas"]["SettlementStatus"];
            transactionAmount?: components["schemas"]["__schema354"];
            pspTransactionId?: components["schemas"]["__schema356"];
            externalPaymentReference?: components["schemas"]["__schema357"];
            externalId?: components["schemas"]["__schema358"];
            idMethod?: components["schemas"]["__schema359"];
            receiptText?: components["schemas"]["__schema360"];
            displayMessages?: components["schemas"]["__schema361"];
        };
        /** @enum {string} */
        SettlementStatus: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "PENDING_REFUND" | "FAILED" | "CANCELLED_BY_MERCHANT" | "CANCELLED_BY_USER" | "CANCELLED_FORCE" | "DELETED" | "DENIED" | "REJECTED";
        /**
         * @example {
         *       "prePaymentUid": "deposit-1",
         *       "amount": 50000,
         *       "storePaymentMethodUid": "pm-card",
         *       "settlementCode": "CARD",
         *       "settlementName": "Card",
         *       "externalPaymentReference": "psp-8812"
         *     }
         */
        CreatePrePayment: {
            prePaymentUid?: components["schemas"]["__schema362"];
            amount: components["schemas"]["__schema363"];
            storePaymentMethodUid: components["schemas"]["UID"];
            settlementCode: components["schemas"]["__schema365"];
            settlementName?: components["schemas"]["__schema366"];
            externalPaymentReference?: components["schemas"]["__schema367"];
            note?: components["schemas"]["__schema369"];
        };
        /**
         * @example {
         *       "refundUid": "refund-1",
         *       "amount": 20000
         *     }
         */
        RefundPrePayment: {
            refundUid?: components["schemas"]["__schema370"];
            amount?: components["schemas"]["__schema371"];
            externalPaymentReference?: components["schemas"]["__schema372"];
        };
        /**
         * @example {
         *       "enabled": true,
         *       "currency": "NOK",
         *       "pointsPerCurrencyUnit": 1,
         *       "currencyUnit": 100,
         *       "rounding": "FLOOR",
         *       "pointValue": 100,
         *       "expiryDays": 365
         *     }
         */
        LoyaltyProgramme: {
            enabled?: components["schemas"]["__schema373"];
            currency: components["schemas"]["__schema374"];
            pointsPerCurrencyUnit: components["schemas"]["__schema375"];
            currencyUnit?: components["schemas"]["__schema376"];
            rounding?: components["schemas"]["__schema378"];
            pointValue?: components["schemas"]["__schema380"];
            expiryDays?: components["schemas"]["__schema382"];
        };
        HttpTransportCreateRequest: {
            name: components["schemas"]["__schema384"];
            url: components["schemas"]["__schema385"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema386"];
            password?: components["schemas"]["__schema387"];
            token?: components["schemas"]["__schema388"];
            headers?: components["schemas"]["__schema389"];
            httpTransportUid?: components["schemas"]["__schema392"];
        };
        /**
         * @description NONE, BASIC (username + password) or BEARER (token)
         * @enum {string}
         */
        SecurityType: "NONE" | "BASIC" | "BEARER";
        HttpHeader: {
            key: components["schemas"]["__schema390"];
            value: components["schemas"]["__schema391"];
        };
        /** @description Secrets sent as "********" keep their stored value */
        HttpTransportUpdateRequest: {
            name: components["schemas"]["__schema384"];
            url: components["schemas"]["__schema385"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema386"];
            password?: components["schemas"]["__schema387"];
            token?: components["schemas"]["__schema388"];
            headers?: components["schemas"]["__schema389"];
        };
        SigningSecretRotateRequest: {
            overlapSeconds?: components["schemas"]["__schema393"];
        };
        WebhookCreateRequest: {
            action: components["schemas"]["WebhookAction"];
            webhookUid?: components["schemas"]["__schema399"];
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
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema401"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            product: components["schemas"]["__schema405"];
        };
        /** @description A test delivery (`POST .../webhooks/{webhookUid}/test`): the envelope with the webhook's action and `"test": true`, without entity members. */
        WebhookTestEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema406"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            test: components["schemas"]["__schema407"];
        };
        ProductUpdateEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema408"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            product: components["schemas"]["__schema405"];
            changedFields: components["schemas"]["__schema409"];
        };
        ProductDeleteEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema410"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            product: components["schemas"]["__schema405"];
        };
        CustomerCreateEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema411"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            customer: components["schemas"]["__schema412"];
        };
        CustomerUpdateEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema413"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            customer: components["schemas"]["__schema412"];
            contact?: components["schemas"]["__schema414"];
        };
        CustomerDeleteEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema415"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            customer: components["schemas"]["__schema412"];
        };
        OrderSettledEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema416"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            store: components["schemas"]["__schema417"];
            order: components["schemas"]["__schema418"];
        };
        OrderStateChangeEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema419"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            store: components["schemas"]["__schema420"];
            order: components["schemas"]["__schema421"];
        };
        OrderReceiptSettledEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema423"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            store: components["schemas"]["__schema424"];
            order: components["schemas"]["__schema425"];
            receipt: components["schemas"]["__schema426"];
        };
        /** @description ORDER_DELIVERED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderDeliveredEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema427"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
        };
        /** @description ORDER_LINE_DELIVERED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderLineDeliveredEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema428"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
        };
        /** @description ORDER_HANDLING_STATE_CHANGED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderHandlingStateChangedEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema429"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
        };
        /** @description TILL_CLOSED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        TillClosedEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema430"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
        };
        /** @description TILL_OPEN. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        TillOpenEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema431"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
        };
        PriceCreateEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema432"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            pricelist: components["schemas"]["__schema433"];
            product: components["schemas"]["__schema434"];
            price: components["schemas"]["__schema435"];
        };
        PriceUpdateEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema436"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            pricelist: components["schemas"]["__schema433"];
            product: components["schemas"]["__schema434"];
            price: components["schemas"]["__schema435"];
            previous: components["schemas"]["__schema435"];
        };
        PriceDeleteEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema437"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            pricelist: components["schemas"]["__schema433"];
            product: components["schemas"]["__schema434"];
            price: components["schemas"]["__schema435"];
        };
        StockChangeEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema438"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            warehouse: components["schemas"]["__schema439"];
            product: components["schemas"]["__schema440"];
            quantityChange: components["schemas"]["__schema441"];
            quantityAfter: components["schemas"]["__schema442"];
        };
        ProductMediaChangeEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema443"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
            product: components["schemas"]["__schema405"];
            media: components["schemas"]["__schema444"];
            coverImage: components["schemas"]["__schema445"];
        };
        /** @description PURCHASE_RECEIVED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        PurchaseReceivedEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema446"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
        };
        /** @description ORDER_LINE_RESERVATION_CHANGE. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderLineReservationChangeEvent: {
            id: components["schemas"]["__schema400"];
            action: components["schemas"]["__schema447"];
            occurredAt: components["schemas"]["__schema402"];
            attempt: components["schemas"]["__schema403"];
            tenant: components["schemas"]["__schema404"];
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
        __schema7: components["schemas"]["UID"];
        __schema8: components["schemas"]["AccountNumber"];
        __schema9: components["schemas"]["VatCodeAccount"][];
        __schema10: components["schemas"]["__schema11"];
        __schema11: string;
        __schema12: components["schemas"]["VatCodeType"][];
        __schema13: components["schemas"]["UID"];
        __schema14: string;
        __schema15: string;
        __schema16: string;
        __schema17: string;
        __schema18: string;
        __schema19: string;
        __schema20: components["schemas"]["__schema21"];
        __schema21: string;
        __schema22: string;
        __schema23: string;
        __schema24: string;
        __schema25: string;
        __schema26: string;
        __schema27: string;
        __schema28: components["schemas"]["OptionalUID"];
        __schema29: components["schemas"]["CustomerType"];
        __schema30: components["schemas"]["__schema31"];
        __schema31: string;
        __schema32: components["schemas"]["__schema33"];
        /** @description Phone number; stored as E.164. Numbers without + are read as NO. */
        __schema33: string;
        __schema34: components["schemas"]["__schema35"][];
        __schema35: {
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
            countryCode: components["schemas"]["__schema21"];
            /** @default  */
            email: components["schemas"]["__schema31"];
            /** @default  */
            phone: components["schemas"]["__schema33"];
            /** @default  */
            postalCode: string;
        };
        __schema36: components["schemas"]["CustomerExtension"][];
        __schema37: string;
        __schema38: components["schemas"]["__schema39"][];
        __schema39: {
            consentUid?: components["schemas"]["UID"];
            name: string;
            status: boolean;
            /** @default  */
            source: string;
            /** Format: date-time */
            createdAt?: string;
        };
        __schema40: components["schemas"]["CustomerCredit"];
        __schema41: number;
        __schema42: number;
        __schema43: number;
        __schema44: {
            tenantUserUid: components["schemas"]["UID"];
            /** @default  */
            displayName: string;
            /** @default  */
            userCode: string;
        };
        __schema45: boolean;
        __schema46: {
            enabled: boolean;
            address: string;
        };
        __schema47: components["schemas"]["UID"][];
        __schema48: {
            storeUid: components["schemas"]["UID"];
            /** @default  */
            name: string;
        };
        __schema49: string;
        __schema50: string;
        __schema51: components["schemas"]["__schema33"];
        __schema52: components["schemas"]["CustomerType"];
        __schema53: string;
        __schema54: components["schemas"]["__schema31"];
        __schema55: components["schemas"]["__schema33"];
        __schema56: components["schemas"]["UID"];
        /** @default [] */
        __schema57: components["schemas"]["__schema58"];
        __schema58: components["schemas"]["__schema59"][];
        __schema59: {
            customerUid: components["schemas"]["UID"];
            /** @default CONTACT */
            role: components["schemas"]["CustomerContactRole"];
        };
        __schema60: string;
        __schema61: string;
        __schema62: components["schemas"]["__schema33"];
        __schema63: components["schemas"]["__schema53"];
        __schema64: components["schemas"]["__schema53"];
        __schema65: components["schemas"]["__schema31"];
        __schema66: components["schemas"]["__schema33"];
        __schema67: components["schemas"]["__schema58"];
        /** @default CONTACT */
        __schema68: components["schemas"]["CustomerContactRole"];
        __schema69: components["schemas"]["UID"];
        __schema70: string;
        /** @description The parent group; '' makes it top-level */
        __schema71: components["schemas"]["OptionalUID"];
        __schema72: string;
        __schema73: string;
        __schema74: number;
        __schema75: components["schemas"]["OptionalUID"];
        __schema76: string;
        __schema77: string;
        __schema78: string;
        __schema79: components["schemas"]["ProductType"];
        __schema80: string;
        __schema81: string;
        __schema82: string;
        __schema83: boolean;
        __schema84: components["schemas"]["OptionalUID"];
        __schema85: components["schemas"]["OptionalUID"];
        __schema86: components["schemas"]["__schema87"][];
        __schema87: {
            gtin: string;
            /** @default false */
            primary: boolean;
            /** @default EAN13 */
            type: string;
        };
        __schema88: components["schemas"]["OptionalUID"];
        /** @description Basis points: 2500 = 25 % */
        __schema89: components["schemas"]["__schema90"];
        __schema90: number;
        __schema91: number;
        /** @description null removes it */
        __schema92: components["schemas"]["__schema93"];
        __schema93: {
            amount: number;
            currency: string;
        } | null;
        __schema94: components["schemas"]["AllowedAction"][];
        __schema95: components["schemas"]["__schema96"][];
        __schema96: {
            productPropertyUid?: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            /** @default  */
            propertyOptionUid: components["schemas"]["OptionalUID"];
            propertyName: string;
            /** @default  */
            propertyOptionName: string;
            propertyType: components["schemas"]["PropertyType"];
            /** @default false */
            required: boolean;
            propertyText?: string;
        };
        __schema97: components["schemas"]["__schema98"][];
        __schema98: {
            uid?: components["schemas"]["UID"];
            key: string;
            value: string;
        };
        __schema99: components["schemas"]["__schema100"][];
        __schema100: {
            productUid: components["schemas"]["UID"];
            /** @default 1 */
            quantity: number;
        };
        __schema101: components["schemas"]["UID"];
        /** @description Every word contained (case-insensitive) in the name, sku, a gtin or the brand */
        __schema102: components["schemas"]["__schema103"];
        __schema103: string;
        /** @description Exact sku (case-insensitive) */
        __schema104: components["schemas"]["__schema105"];
        __schema105: string;
        /** @description Exact gtin */
        __schema106: components["schemas"]["__schema107"];
        __schema107: string;
        /** @description In these groups or any group below them */
        __schema108: components["schemas"]["__schema109"];
        __schema109: components["schemas"]["UID"][];
        __schema110: components["schemas"]["ProductType"][];
        __schema111: boolean;
        /** @description Variants of this CONFIGURABLE master */
        __schema112: components["schemas"]["__schema113"];
        __schema113: components["schemas"]["UID"];
        __schema114: components["schemas"]["DateTime"];
        __schema115: components["schemas"]["__schema116"][];
        __schema116: {
            [key: string]: unknown;
        };
        __schema117: string;
        __schema118: string;
        __schema119: components["schemas"]["UID"];
        /** @default IMAGE */
        __schema120: components["schemas"]["ProductMediaType"];
        __schema121: string;
        __schema122: "" | components["schemas"]["__schema121"];
        __schema123: string;
        __schema124: number;
        /** @description true makes it the cover image (an IMAGE only); the previous cover stops being it */
        __schema125: components["schemas"]["__schema126"];
        __schema126: boolean;
        __schema127: components["schemas"]["__schema121"];
        __schema128: components["schemas"]["UID"];
        __schema129: string;
        __schema130: string;
        __schema131: string;
        /**
         * @description IANA time zone
         * @example Europe/Oslo
         */
        __schema132: string;
        __schema133: components["schemas"]["__schema134"];
        __schema134: {
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
        __schema135: components["schemas"]["OptionalUID"];
        __schema136: components["schemas"]["OptionalUID"];
        __schema137: components["schemas"]["OptionalUID"];
        __schema138: components["schemas"]["__schema129"];
        __schema139: components["schemas"]["__schema130"];
        __schema140: components["schemas"]["__schema131"];
        __schema141: components["schemas"]["__schema132"];
        __schema142: components["schemas"]["UID"];
        __schema143: string;
        /** @default SALE */
        __schema144: components["schemas"]["PricelistType"];
        __schema145: components["schemas"]["__schema143"];
        __schema146: components["schemas"]["__schema131"];
        __schema147: components["schemas"]["PricelistType"];
        /** @description Unit price, integer minor units of the pricelist currency */
        __schema148: number;
        __schema149: components["schemas"]["DateTime"] | null;
        __schema150: components["schemas"]["DateTime"] | null;
        /** @default [] */
        __schema151: components["schemas"]["__schema152"][];
        __schema152: {
            minQuantity: number;
            amount: components["schemas"]["__schema148"];
        };
        /** @description Chosen by the caller, or generated */
        __schema153: components["schemas"]["UID"];
        __schema154: string;
        /** @default false */
        __schema155: boolean;
        __schema156: string;
        __schema157: boolean;
        /** @enum {string} */
        __schema158: "ADJUSTMENT" | "COUNT" | "RETURN" | "TRANSFER_OUT" | "TRANSFER_IN";
        /** @description Signed change; for COUNT the quantity counted (0 or more), which becomes onHand */
        __schema159: number;
        /** @default  */
        __schema160: string;
        __schema161: components["schemas"]["__schema162"][];
        __schema162: {
            productUid: components["schemas"]["UID"];
            quantity: number;
            /** @default  */
            note: string;
        };
        __schema163: string;
        /** @description E-mail subject (EMAIL only) */
        __schema164: string;
        __schema165: string;
        __schema166: components["schemas"]["NotificationTemplateType"];
        __schema167: components["schemas"]["__schema168"][];
        __schema168: {
            key: string;
            value: string;
        };
        __schema169: components["schemas"]["UID"];
        __schema170: components["schemas"]["UID"];
        __schema171: components["schemas"]["UID"];
        __schema172: components["schemas"]["UID"];
        __schema173: components["schemas"]["UID"];
        __schema174: components["schemas"]["UID"];
        __schema175: components["schemas"]["UID"];
        __schema176: components["schemas"]["UID"];
        __schema177: components["schemas"]["UID"];
        __schema178: components["schemas"]["NotificationMessageType"];
        /** @description Exact recipient (phone numbers in any format) */
        __schema179: components["schemas"]["__schema180"];
        __schema180: string;
        /** @description Text contained in the message (any case) */
        __schema181: components["schemas"]["__schema182"];
        __schema182: string;
        __schema183: components["schemas"]["NotificationState"];
        /** @description Text contained in errorText (any case) */
        __schema184: components["schemas"]["__schema185"];
        __schema185: string;
        __schema186: components["schemas"]["UID"];
        __schema187: components["schemas"]["UID"];
        __schema188: components["schemas"]["UID"];
        __schema189: components["schemas"]["UID"];
        __schema190: components["schemas"]["UID"];
        __schema191: components["schemas"]["UID"];
        __schema192: components["schemas"]["UID"];
        __schema193: components["schemas"]["UID"];
        __schema194: components["schemas"]["UID"];
        /** @description Created at or after (inclusive) */
        __schema195: components["schemas"]["__schema196"];
        __schema196: components["schemas"]["DateTime"];
        /** @description Created at or before (inclusive) */
        __schema197: components["schemas"]["__schema198"];
        __schema198: components["schemas"]["DateTime"];
        /** @description Words that must all occur (any case) in the message, subject or recipient */
        __schema199: components["schemas"]["__schema200"];
        __schema200: string;
        /** @description One of Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange */
        __schema201: string;
        __schema202: string | null;
        /** @description Carries tenantUid and notificationUid of the notification */
        __schema203: components["schemas"]["__schema204"];
        __schema204: {
            [key: string]: string;
        } | null;
        __schema205: string | null;
        __schema206: string | null;
        __schema207: (number | string) | null;
        __schema208: (number | string) | null;
        __schema209: unknown;
        __schema210: components["schemas"]["UID"];
        __schema211: components["schemas"]["OptionalUID"];
        __schema212: components["schemas"]["OptionalUID"];
        __schema213: components["schemas"]["UID"];
        /** @default  */
        __schema214: string;
        /** @default NOK */
        __schema215: components["schemas"]["__schema131"];
        /**
         * @description Scaled by 10^6
         * @default 1000000
         */
        __schema216: components["schemas"]["__schema217"];
        __schema217: number;
        /** @default {} */
        __schema218: components["schemas"]["__schema134"];
        /** @default  */
        __schema219: string;
        /** @default  */
        __schema220: string;
        __schema221: components["schemas"]["__schema222"][];
        __schema222: {
            orderItemUid?: components["schemas"]["__schema223"];
            productUid: components["schemas"]["UID"];
            sku?: components["schemas"]["__schema224"];
            name?: components["schemas"]["__schema226"];
            productType?: components["schemas"]["__schema228"];
            quantityOrdered: components["schemas"]["__schema229"];
            itemPrice?: components["schemas"]["__schema230"];
            originalItemPrice?: components["schemas"]["__schema232"];
            itemCost?: components["schemas"]["__schema233"];
            itemDiscountAmount?: components["schemas"]["__schema235"];
            vatCodeUid?: components["schemas"]["__schema237"];
            vatRate?: components["schemas"]["__schema238"];
            gtins?: components["schemas"]["__schema240"];
            properties?: components["schemas"]["__schema242"];
            productProperties?: components["schemas"]["__schema244"];
            coverImage?: components["schemas"]["__schema250"];
            note?: components["schemas"]["__schema251"];
            serialnumber?: components["schemas"]["__schema252"];
            externalId?: components["schemas"]["__schema253"];
            discountReasonCode?: components["schemas"]["__schema254"];
            returnReasonCode?: components["schemas"]["__schema255"];
            compensationReasonCode?: components["schemas"]["__schema256"];
            internalInfo?: components["schemas"]["__schema257"];
            ledgerNumber?: components["schemas"]["__schema258"];
            warehouseUid?: components["schemas"]["__schema259"];
            warehouseName?: components["schemas"]["__schema260"];
            deliveryUid?: components["schemas"]["__schema261"];
            tenantUserUid?: components["schemas"]["__schema262"];
            tenantUserDisplayName?: components["schemas"]["__schema263"];
            quantityDelivered?: components["schemas"]["__schema264"];
            quantityReserved?: components["schemas"]["__schema265"];
            quantityCredited?: components["schemas"]["__schema266"];
            sortOrder?: components["schemas"]["__schema267"];
            allowDelivery?: components["schemas"]["__schema268"];
            allowDeliveryFromDate?: components["schemas"]["__schema269"];
            reservationType?: components["schemas"]["__schema270"];
            reservationDetails?: components["schemas"]["__schema271"];
            allowedActions?: components["schemas"]["__schema272"];
            orderLinks?: components["schemas"]["__schema274"];
            parentOrderItemUid?: components["schemas"]["__schema276"];
        };
        __schema223: components["schemas"]["UID"];
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema224: components["schemas"]["__schema225"];
        __schema225: string;
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema226: components["schemas"]["__schema227"];
        __schema227: string;
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. STOCK when neither gives it. */
        __schema228: components["schemas"]["ProductType"];
        __schema229: number;
        /** @description Unit price including VAT, before the line discount (minor units). Taken from the catalogue when omitted and productUid names a product; required otherwise. (the effective price: customer's pricelist, store's pricelist, product default). */
        __schema230: components["schemas"]["__schema231"];
        __schema231: number;
        /** @description List price per unit; defaults to itemPrice */
        __schema232: components["schemas"]["__schema231"];
        /**
         * @description Unit cost excluding VAT
         * @default 0
         */
        __schema233: components["schemas"]["__schema234"];
        __schema234: components["schemas"]["__schema231"];
        /**
         * @description Discount per unit, including VAT
         * @default 0
         */
        __schema235: components["schemas"]["__schema236"];
        __schema236: components["schemas"]["__schema231"];
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema237: components["schemas"]["UID"];
        /** @description VAT rate in basis points: 2500 = 25 %. Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema238: components["schemas"]["__schema239"];
        __schema239: number;
        /** @default [] */
        __schema240: components["schemas"]["__schema241"][];
        __schema241: {
            gtin: string;
            primary: boolean;
            type: string;
        };
        /** @default [] */
        __schema242: components["schemas"]["__schema243"][];
        __schema243: {
            uid: components["schemas"]["UID"];
            key: string;
            value: string;
        };
        /** @default [] */
        __schema244: components["schemas"]["__schema245"][];
        __schema245: {
            productPropertyUid: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            propertyOptionUid: components["schemas"]["UID"];
            propertyName: components["schemas"]["__schema246"];
            propertyOptionName: components["schemas"]["__schema247"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema248"];
            propertyText?: components["schemas"]["__schema249"];
        };
        __schema246: string;
        __schema247: string;
        __schema248: boolean;
        __schema249: string;
        __schema250: {
            productMediaUid: components["schemas"]["UID"];
            mainUrl: string;
            thumbnailUrl: string;
        };
        /** @default  */
        __schema251: string;
        /** @default  */
        __schema252: string;
        /** @default  */
        __schema253: string;
        /** @default  */
        __schema254: string;
        /** @default  */
        __schema255: string;
        /** @default  */
        __schema256: string;
        /** @default  */
        __schema257: string;
        /** @default  */
        __schema258: string;
        /** @default  */
        __schema259: components["schemas"]["OptionalUID"];
        /** @default  */
        __schema260: string;
        /** @default  */
        __schema261: components["schemas"]["OptionalUID"];
        __schema262: components["schemas"]["UID"];
        /** @default  */
        __schema263: string;
        /** @default 0 */
        __schema264: number;
        /** @default 0 */
        __schema265: number;
        /** @default 0 */
        __schema266: number;
        __schema267: number;
        /** @default YES */
        __schema268: components["schemas"]["AllowDelivery"];
        /** @default null */
        __schema269: components["schemas"]["DateTime"] | null;
        /** @default NONE */
        __schema270: components["schemas"]["SalesReservationType"];
        /** @default {} */
        __schema271: {
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
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. [] when neither gives it. */
        __schema272: components["schemas"]["__schema273"];
        __schema273: components["schemas"]["AllowedAction"][];
        __schema274: components["schemas"]["__schema275"][];
        __schema275: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            orderNumber: string;
            type: components["schemas"]["OrderLinkType"];
        };
        /** @description Makes the line an add-on (warranty, gift wrap, insurance) of the line with this orderItemUid in the same order, whose product must allow ADDON. Kept as orderLinks: SERVICE (INSURANCE) on the add-on, HAS_SERVICE (INSURED) on the parent. */
        __schema276: components["schemas"]["UID"];
        __schema277: components["schemas"]["UID"];
        __schema278: components["schemas"]["UID"][];
        /** @default  */
        __schema279: string;
        /** @default  */
        __schema280: string;
        __schema281: string;
        /** @default [] */
        __schema282: components["schemas"]["CreateSettlement"][];
        __schema283: components["schemas"]["UID"];
        /** @description The tenant-level payment method; search filter */
        __schema284: components["schemas"]["UID"];
        /** @description 'CASH' (any case) marks a cash payment */
        __schema285: string;
        __schema286: string;
        __schema287: number;
        /**
         * @default NEW
         * @enum {string}
         */
        __schema288: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED";
        /** @default NO_CVM_RULE_PERFORMED */
        __schema289: components["schemas"]["SettlementIdMethod"];
        /** @default  */
        __schema290: string;
        /** @default  */
        __schema291: string;
        __schema292: string;
        /** @default [] */
        __schema293: components["schemas"]["__schema294"][];
        __schema294: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        };
        /** @default [] */
        __schema295: components["schemas"]["__schema296"][];
        __schema296: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        };
        /** @default [] */
        __schema297: components["schemas"]["__schema298"][];
        __schema298: {
            key: string;
            value: string;
        };
        __schema299: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema300: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        /** @default  */
        __schema301: string;
        /** @default  */
        __schema302: string;
        __schema303: components["schemas"]["OptionalUID"];
        __schema304: string;
        __schema305: number;
        /** @default  */
        __schema306: string;
        __schema307: string;
        __schema308: components["schemas"]["LedgerType"];
        /** @default 0 */
        __schema309: number;
        /** @default 0 */
        __schema310: number;
        /** @default 0 */
        __schema311: number;
        /** @default 0 */
        __schema312: number;
        __schema313: components["schemas"]["UID"][];
        __schema314: components["schemas"]["UID"][];
        __schema315: components["schemas"]["UID"][];
        __schema316: components["schemas"]["UID"][];
        __schema317: components["schemas"]["UID"][];
        /** @description Fuzzy: customer first name, last name, phone or e-mail */
        __schema318: components["schemas"]["__schema319"];
        __schema319: string;
        __schema320: components["schemas"]["DateTime"];
        __schema321: components["schemas"]["DateTime"];
        /** @description Exact order number */
        __schema322: components["schemas"]["__schema323"];
        __schema323: string;
        /**
         * @deprecated
         * @description Deprecated: use voucherNumbers
         */
        __schema324: components["schemas"]["__schema325"];
        __schema325: string;
        __schema326: components["schemas"]["__schema327"][];
        __schema327: string;
        __schema328: components["schemas"]["__schema329"][];
        __schema329: string;
        __schema330: components["schemas"]["UID"][];
        __schema331: components["schemas"]["__schema332"][];
        /** @enum {string} */
        __schema332: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @description General fuzzy search */
        __schema333: components["schemas"]["__schema334"];
        __schema334: string;
        __schema335: {
            from: components["schemas"]["__schema336"];
            to: components["schemas"]["__schema337"];
        };
        __schema336: number;
        __schema337: number;
        /** @description true: only receipts or invoices not fully paid */
        __schema338: components["schemas"]["__schema339"];
        __schema339: boolean;
        __schema340: components["schemas"]["__schema341"][];
        __schema341: string;
        __schema342: components["schemas"]["__schema343"][];
        /** @enum {string} */
        __schema343: "OPEN" | "SETTLED";
        __schema344: components["schemas"]["__schema345"][];
        /** @enum {string} */
        __schema345: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema346: components["schemas"]["__schema347"][];
        /** @enum {string} */
        __schema347: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema348: string;
        __schema349: components["schemas"]["__schema134"];
        __schema350: string;
        __schema351: string;
        /** @description Alternative to If-Match: the version last read */
        __schema352: components["schemas"]["__schema353"];
        __schema353: number;
        /** @description Magnitude of a partial capture or refund; default: everything capturable/refundable */
        __schema354: components["schemas"]["__schema355"];
        __schema355: number;
        __schema356: string;
        __schema357: string;
        __schema358: string;
        __schema359: components["schemas"]["SettlementIdMethod"];
        __schema360: string;
        __schema361: components["schemas"]["__schema296"][];
        /** @description Repeating a create with the same uid (and the same content) answers it again */
        __schema362: components["schemas"]["UID"];
        /** @description Minor units of the order currency */
        __schema363: components["schemas"]["__schema364"];
        __schema364: number;
        /** @description The payment method the deposit was taken with, e.g. CARD */
        __schema365: string;
        /** @default  */
        __schema366: string;
        /**
         * @description The PSP reference; a repeat with the same reference (and content) answers the first pre-payment
         * @default
         */
        __schema367: components["schemas"]["__schema368"];
        __schema368: string;
        /** @default  */
        __schema369: string;
        /** @description Repeating a refund with the same uid answers it again */
        __schema370: components["schemas"]["UID"];
        /** @description Default: all of the pre-payment that is still unused */
        __schema371: components["schemas"]["__schema364"];
        /** @default  */
        __schema372: string;
        /** @default true */
        __schema373: boolean;
        /** @description Orders in another currency earn nothing and cannot spend points */
        __schema374: components["schemas"]["__schema131"];
        /** @description Points earned per currency unit paid */
        __schema375: number;
        /**
         * @description Minor units of one currency unit (100: 1 NOK)
         * @default 100
         */
        __schema376: components["schemas"]["__schema377"];
        __schema377: number;
        /**
         * @description How fractional points of an order are rounded
         * @default FLOOR
         */
        __schema378: components["schemas"]["__schema379"];
        /** @enum {string} */
        __schema379: "FLOOR" | "HALF_UP" | "CEIL";
        /**
         * @description Minor units one point pays
         * @default 1
         */
        __schema380: components["schemas"]["__schema381"];
        __schema381: number;
        /**
         * @description Days earned points live; 0 = they never expire
         * @default 365
         */
        __schema382: components["schemas"]["__schema383"];
        __schema383: number;
        __schema384: string;
        /** @description Absolute https URL (http only on the local stack) */
        __schema385: string;
        __schema386: string;
        __schema387: string;
        __schema388: string;
        __schema389: components["schemas"]["HttpHeader"][];
        __schema390: string;
        __schema391: string;
        __schema392: components["schemas"]["UID"];
        /** @description How long the previous secret keeps signing (default 86400, at most 7 days) */
        __schema393: components["schemas"]["__schema394"];
        __schema394: number;
        __schema395: number;
        __schema396: number;
        /** @enum {string} */
        __schema397: "webhookUid" | "action" | "createdAt" | "lastModifiedAt";
        __schema398: components["schemas"]["SortDirection"];
        __schema399: components["schemas"]["UID"];
        __schema400: string;
        /** @constant */
        __schema401: "PRODUCT_CREATE";
        /** Format: date-time */
        __schema402: string;
        __schema403: number;
        __schema404: {
            id: number;
            uid: string;
        };
        __schema405: {
            id: number;
            uid: string;
            sku: string;
            name: string;
            active: boolean;
        };
        /** @enum {string} */
        __schema406: "PRODUCT_CREATE" | "PRODUCT_UPDATE" | "PRODUCT_DELETE" | "CUSTOMER_CREATE" | "CUSTOMER_UPDATE" | "CUSTOMER_DELETE" | "ORDER_SETTLED" | "ORDER_STATE_CHANGE" | "ORDER_RECEIPT_SETTLED" | "ORDER_DELIVERED" | "ORDER_LINE_DELIVERED" | "ORDER_HANDLING_STATE_CHANGED" | "TILL_CLOSED" | "TILL_OPEN" | "PRICE_CREATE" | "PRICE_UPDATE" | "PRICE_DELETE" | "STOCK_CHANGE" | "PRODUCT_MEDIA_CHANGE" | "PURCHASE_RECEIVED" | "ORDER_LINE_RESERVATION_CHANGE";
        /** @constant */
        __schema407: true;
        /** @constant */
        __schema408: "PRODUCT_UPDATE";
        __schema409: string[];
        /** @constant */
        __schema410: "PRODUCT_DELETE";
        /** @constant */
        __schema411: "CUSTOMER_CREATE";
        __schema412: {
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
        __schema413: "CUSTOMER_UPDATE";
        __schema414: {
            customerContactUid: string;
            displayName: string;
            /** @enum {string} */
            change: "LINKED" | "UPDATED" | "ROLE_CHANGED" | "EXTENSION_ADDED" | "EXTENSION_REMOVED" | "UNLINKED" | "DELETED";
        };
        /** @constant */
        __schema415: "CUSTOMER_DELETE";
        /** @constant */
        __schema416: "ORDER_SETTLED";
        __schema417: {
            id: number;
            uid: string;
        };
        __schema418: {
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
        __schema419: "ORDER_STATE_CHANGE";
        __schema420: {
            id: number;
            uid: string;
        };
        __schema421: {
            id: number;
            uid: string;
            orderNumber: string;
            /** @enum {string} */
            status: "OPEN" | "SETTLED";
            state: components["schemas"]["__schema422"];
            previousState: components["schemas"]["__schema422"];
        };
        /** @enum {string} */
        __schema422: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @constant */
        __schema423: "ORDER_RECEIPT_SETTLED";
        __schema424: {
            id: number;
            uid: string;
        };
        __schema425: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema426: {
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
        __schema427: "ORDER_DELIVERED";
        /** @constant */
        __schema428: "ORDER_LINE_DELIVERED";
        /** @constant */
        __schema429: "ORDER_HANDLING_STATE_CHANGED";
        /** @constant */
        __schema430: "TILL_CLOSED";
        /** @constant */
        __schema431: "TILL_OPEN";
        /** @constant */
        __schema432: "PRICE_CREATE";
        __schema433: {
            id: number;
            uid: string;
            currency: string;
            /** @enum {string} */
            type: "SALE" | "PURCHASE";
        };
        __schema434: {
            id: number;
            uid: string;
        };
        __schema435: {
            amount: number;
            validFrom: string | null;
            validTo: string | null;
            quantityBreaks: {
                minQuantity: number;
                amount: number;
            }[];
        };
        /** @constant */
        __schema436: "PRICE_UPDATE";
        /** @constant */
        __schema437: "PRICE_DELETE";
        /** @constant */
        __schema438: "STOCK_CHANGE";
        __schema439: {
            id: number;
            uid: string;
        };
        __schema440: {
            id: number;
            uid: string;
            sku: string;
        };
        __schema441: number;
        __schema442: number;
        /** @constant */
        __schema443: "PRODUCT_MEDIA_CHANGE";
        __schema444: {
            /** @enum {string} */
            change: "CREATED" | "UPDATED" | "DELETED";
            productMediaUid: string;
            mediaType: string;
            url: string;
            altText: string;
            sortOrder: number;
            cover: boolean;
        }[];
        __schema445: {
            productMediaUid: string;
            mainUrl: string;
            thumbnailUrl: string;
        };
        /** @constant */
        __schema446: "PURCHASE_RECEIVED";
        /** @constant */
        __schema447: "ORDER_LINE_RESERVATION_CHANGE";
        Health: {
            status: components["schemas"]["__schema448"];
            stage: components["schemas"]["__schema449"];
            checks: components["schemas"]["__schema450"];
        };
        Problem: {
            type: components["schemas"]["__schema451"];
            title: components["schemas"]["__schema452"];
            status: components["schemas"]["__schema453"];
            detail: components["schemas"]["__schema454"];
            instance: components["schemas"]["__schema455"];
            requestId?: components["schemas"]["__schema456"];
            errors?: components["schemas"]["__schema457"];
        };
        WhoAmI: {
            tenantUid: components["schemas"]["__schema458"];
            sub: components["schemas"]["__schema459"];
            scheme: components["schemas"]["__schema460"];
            access: components["schemas"]["__schema461"];
            permissions: components["schemas"]["__schema462"];
        };
        AccountingConfigEntryList: {
            items: components["schemas"]["__schema463"];
            paging: components["schemas"]["Paging"];
        };
        AccountingConfigEntry: {
            accountingConfigUid: components["schemas"]["UID"];
            accountingConfigsUid: components["schemas"]["__schema464"];
            configType: components["schemas"]["AccountingConfigType"];
            key: components["schemas"]["AccountingConfigKey"];
            value: components["schemas"]["__schema465"];
            vatCodeUid: components["schemas"]["OptionalUID"];
            productGroupUid: components["schemas"]["OptionalUID"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        Paging: {
            pageNumber: components["schemas"]["__schema466"];
            pageSize: components["schemas"]["__schema467"];
            totalCount: components["schemas"]["__schema468"];
        };
        ProductGroupMappingList: {
            items: components["schemas"]["__schema469"];
            paging: components["schemas"]["Paging"];
        };
        ProductGroupMapping: {
            productGroupUid: components["schemas"]["UID"];
            vatCodeUid: components["schemas"]["UID"];
            account: components["schemas"]["__schema470"];
            accountingConfigUid: components["schemas"]["UID"];
        };
        /**
         * @example {
         *       "productUid": "prod-42",
         *       "vatCodeUid": "vat-25",
         *       "account": "3000",
         *       "accountingConfigUid": "acc-pg-kitchen-25",
         *       "productGroupUid": "pg-kitchen",
         *       "productGroupPath": [
         *         "pg-cups",
         *         "pg-kitchen"
         *       ]
         *     }
         */
        ResolvedProductGroupMapping: {
            productUid: components["schemas"]["__schema471"];
            vatCodeUid: components["schemas"]["__schema472"];
            account: components["schemas"]["__schema473"];
            accountingConfigUid: components["schemas"]["__schema474"];
            productGroupUid: components["schemas"]["__schema475"];
            productGroupPath: components["schemas"]["__schema476"];
        };
        /** @description Fields that are not configured are absent */
        AccountNumbers: {
            customer?: components["schemas"]["__schema478"];
            customerDummy?: components["schemas"]["__schema479"];
            error?: components["schemas"]["__schema480"];
            partlyPaidInvoice?: components["schemas"]["__schema481"];
            cashfloatDeposit?: components["schemas"]["__schema482"];
            cashfloatWithdrawal?: components["schemas"]["__schema483"];
            cashfloatToBank?: components["schemas"]["__schema484"];
            cashfloatExpenseWithdrawal?: components["schemas"]["__schema485"];
            cashfloatDiff?: components["schemas"]["__schema486"];
            vatCodes: components["schemas"]["__schema487"];
        };
        /** @description Fields that are not configured are absent */
        TreatCodes: {
            creditLedger?: components["schemas"]["__schema488"];
            generalLedger?: components["schemas"]["__schema489"];
            ledger?: components["schemas"]["__schema490"];
            payment?: components["schemas"]["__schema491"];
        };
        /** @description balance is absent when not configured */
        VatTypes: {
            balance?: components["schemas"]["__schema492"];
            vatCodes: components["schemas"]["__schema493"];
        };
        /** @description ledgerNumber is absent when none is set in this store */
        CustomerAccounting: {
            ledgerNumber?: components["schemas"]["__schema494"];
        };
        FullCustomerWithAccounting: {
            accounting: components["schemas"]["CustomerAccounting"];
            customer: components["schemas"]["Customer"];
        };
        Customer: {
            customerUid: components["schemas"]["__schema495"];
            customerParentUid: components["schemas"]["__schema496"];
            customerType: components["schemas"]["CustomerType"];
            displayName: components["schemas"]["__schema497"];
            firstname: components["schemas"]["__schema498"];
            lastname: components["schemas"]["__schema499"];
            companyName: components["schemas"]["__schema500"];
            email: components["schemas"]["__schema501"];
            mobile: components["schemas"]["__schema502"];
            address: components["schemas"]["__schema503"];
            postalCode: components["schemas"]["__schema504"];
            city: components["schemas"]["__schema505"];
            countryCode: components["schemas"]["__schema506"];
            vatNumber: components["schemas"]["__schema507"];
            externalId: components["schemas"]["__schema508"];
            pricelistUid: components["schemas"]["__schema509"];
            origin: components["schemas"]["__schema510"];
            loyaltyId: components["schemas"]["__schema511"];
            internalNote: components["schemas"]["__schema512"];
            addresses: components["schemas"]["__schema513"];
            contacts: components["schemas"]["__schema525"];
            extensions: components["schemas"]["__schema534"];
            consents: components["schemas"]["__schema535"];
            credit?: components["schemas"]["__schema540"];
            paymentTerms: components["schemas"]["__schema543"];
            accountManager?: components["schemas"]["__schema544"];
            ehfEnabled: components["schemas"]["__schema548"];
            ehf?: components["schemas"]["__schema549"];
            customerGroupUids: components["schemas"]["__schema552"];
            defaultStore?: components["schemas"]["__schema553"];
            relevance: components["schemas"]["__schema556"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerAddress: {
            customerAddressUid: components["schemas"]["__schema514"];
            type: components["schemas"]["CustomerAddressType"];
            address: components["schemas"]["__schema515"];
            city: components["schemas"]["__schema516"];
            companyName: components["schemas"]["__schema517"];
            firstname: components["schemas"]["__schema518"];
            lastname: components["schemas"]["__schema519"];
            countryCode: components["schemas"]["__schema520"];
            email: components["schemas"]["__schema521"];
            phone: components["schemas"]["__schema522"];
            postalCode: components["schemas"]["__schema523"];
            displayName: components["schemas"]["__schema524"];
        };
        CustomerScopedContact: {
            customerContactUid: components["schemas"]["__schema526"];
            firstname: components["schemas"]["__schema527"];
            lastname: components["schemas"]["__schema528"];
            email: components["schemas"]["__schema529"];
            mobile: components["schemas"]["__schema530"];
            displayName: components["schemas"]["__schema531"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema532"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerConsent: {
            consentUid: components["schemas"]["__schema536"];
            name: components["schemas"]["__schema537"];
            status: components["schemas"]["__schema538"];
            source: components["schemas"]["__schema539"];
            createdAt: components["schemas"]["DateTime"];
        };
        AccountManager: {
            tenantUserUid: components["schemas"]["__schema545"];
            displayName: components["schemas"]["__schema546"];
            userCode: components["schemas"]["__schema547"];
        };
        CustomerEhf: {
            enabled: components["schemas"]["__schema550"];
            address: components["schemas"]["__schema551"];
        };
        DefaultStore: {
            name: components["schemas"]["__schema554"];
            storeUid: components["schemas"]["__schema555"];
        };
        CustomerPage: {
            items: components["schemas"]["__schema557"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContactPage: {
            items: components["schemas"]["__schema558"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContact: {
            customerContactUid: components["schemas"]["__schema559"];
            firstname: components["schemas"]["__schema560"];
            lastname: components["schemas"]["__schema561"];
            email: components["schemas"]["__schema562"];
            mobile: components["schemas"]["__schema563"];
            displayName: components["schemas"]["__schema564"];
            customers: components["schemas"]["__schema565"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerContactCustomer: {
            customerUid: components["schemas"]["__schema566"];
            displayName: components["schemas"]["__schema567"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema568"];
        };
        CustomerContactCustomers: {
            items: components["schemas"]["__schema569"];
        };
        CustomerScopedContactPage: {
            items: components["schemas"]["__schema570"];
            paging: components["schemas"]["Paging"];
        };
        /**
         * @example {
         *       "productGroupUid": "pg-cups",
         *       "parentProductGroupUid": "pg-kitchen",
         *       "name": "Cups",
         *       "description": "Cups and mugs",
         *       "externalId": "",
         *       "sortOrder": 10,
         *       "createdAt": "2026-11-23T10:15:00.000Z",
         *       "lastModifiedAt": "2026-11-23T10:15:00.000Z"
         *     }
         */
        ProductGroup: {
            productGroupUid: components["schemas"]["__schema571"];
            parentProductGroupUid: components["schemas"]["__schema572"];
            name: components["schemas"]["__schema573"];
            description: components["schemas"]["__schema574"];
            externalId: components["schemas"]["__schema575"];
            sortOrder: components["schemas"]["__schema576"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        ProductGroupPage: {
            items: components["schemas"]["__schema577"];
            paging: components["schemas"]["Paging"];
        };
        /**
         * @example {
         *       "productUid": "prod-42",
         *       "sku": "SKU-0042",
         *       "name": "Espresso cup",
         *       "productType": "STOCK",
         *       "description": "Porcelain, 90 ml",
         *       "brand": "Nordlys",
         *       "unit": "pcs",
         *       "active": true,
         *       "productGroupUid": "pg-cups",
         *       "parentProductUid": "",
         *       "gtins": [
         *         {
         *           "gtin": "7040000000421",
         *           "primary": true,
         *           "type": "EAN13"
         *         }
         *       ],
         *       "vatCodeUid": "vat-25",
         *       "vatRate": 2500,
         *       "costPrice": 3500,
         *       "defaultPrice": {
         *         "amount": 9900,
         *         "currency": "NOK"
         *       },
         *       "allowedActions": [
         *         "QUANTITY_SOLD",
         *         "DISCOUNT",
         *         "CREDIT"
         *       ],
         *       "productProperties": [],
         *       "properties": [
         *         {
         *           "uid": "p-1",
         *           "key": "material",
         *           "value": "porcelain"
         *         }
         *       ],
         *       "components": [],
         *       "coverImage": {
         *         "productMediaUid": "m-1",
         *         "mainUrl": "https://cdn.example.com/cup.jpg",
         *         "thumbnailUrl": "https://cdn.example.com/cup-200.jpg"
         *       },
         *       "createdAt": "2026-11-23T10:15:00.000Z",
         *       "lastModifiedAt": "2026-11-23T10:15:00.000Z"
         *     }
         */
        Product: {
            productUid: components["schemas"]["__schema578"];
            sku: components["schemas"]["__schema579"];
            name: components["schemas"]["__schema580"];
            productType: components["schemas"]["ProductType"];
            description: components["schemas"]["__schema581"];
            brand: components["schemas"]["__schema582"];
            unit: components["schemas"]["__schema583"];
            active: components["schemas"]["__schema584"];
            productGroupUid: components["schemas"]["__schema585"];
            parentProductUid: components["schemas"]["__schema586"];
            gtins: components["schemas"]["__schema587"];
            vatCodeUid: components["schemas"]["__schema591"];
            vatRate: components["schemas"]["__schema592"];
            costPrice: components["schemas"]["__schema593"];
            defaultPrice?: components["schemas"]["__schema594"];
            allowedActions: components["schemas"]["__schema596"];
            productProperties: components["schemas"]["__schema597"];
            properties: components["schemas"]["__schema605"];
            components: components["schemas"]["__schema609"];
            coverImage?: components["schemas"]["__schema612"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        ProductGtin: {
            gtin: components["schemas"]["__schema588"];
            primary: components["schemas"]["__schema589"];
            type: components["schemas"]["__schema590"];
        };
        ProductPrice: {
            amount: components["schemas"]["__schema593"];
            currency: components["schemas"]["__schema595"];
        };
        CatalogueProductProperty: {
            productPropertyUid: components["schemas"]["__schema598"];
            propertyUid: components["schemas"]["__schema599"];
            propertyOptionUid: components["schemas"]["__schema600"];
            propertyName: components["schemas"]["__schema601"];
            propertyOptionName: components["schemas"]["__schema602"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema603"];
            propertyText?: components["schemas"]["__schema604"];
        };
        ProductPropertyValue: {
            uid: components["schemas"]["__schema606"];
            key: components["schemas"]["__schema607"];
            value: components["schemas"]["__schema608"];
        };
        ProductComponent: {
            productUid: components["schemas"]["__schema610"];
            quantity: components["schemas"]["__schema611"];
        };
        ProductCoverImage: {
            productMediaUid: components["schemas"]["__schema613"];
            mainUrl: components["schemas"]["__schema614"];
            thumbnailUrl: components["schemas"]["__schema615"];
        };
        ProductPage: {
            items: components["schemas"]["__schema616"];
            paging: components["schemas"]["Paging"];
        };
        /**
         * @example {
         *       "items": [
         *         {
         *           "index": 0,
         *           "productUid": "prod-42",
         *           "status": 201
         *         },
         *         {
         *           "index": 1,
         *           "productUid": "prod-43",
         *           "status": 409,
         *           "problem": {
         *             "type": "/v2/docs/problems/conflict",
         *             "title": "Conflict",
         *             "status": 409,
         *             "detail": "gtin '7040000000421' belongs to another product of the tenant",
         *             "errors": [
         *               {
         *                 "path": "body.products.1.gtins.0.gtin",
         *                 "message": "'7040000000421' belongs to another product"
         *               }
         *             ]
         *           }
         *         }
         *       ]
         *     }
         */
        ProductBatchResult: {
            items: components["schemas"]["__schema617"];
        };
        ProductMediaList: {
            items: components["schemas"]["__schema618"];
        };
        /**
         * @example {
         *       "productMediaUid": "m-1",
         *       "productUid": "prod-42",
         *       "mediaType": "IMAGE",
         *       "url": "https://cdn.example.com/cup.jpg",
         *       "thumbnailUrl": "https://cdn.example.com/cup-200.jpg",
         *       "altText": "White espresso cup",
         *       "sortOrder": 0,
         *       "cover": true,
         *       "createdAt": "2026-11-23T10:15:00.000Z",
         *       "lastModifiedAt": "2026-11-23T10:15:00.000Z"
         *     }
         */
        ProductMedia: {
            productMediaUid: components["schemas"]["__schema619"];
            productUid: components["schemas"]["__schema620"];
            mediaType: components["schemas"]["ProductMediaType"];
            url: components["schemas"]["__schema621"];
            thumbnailUrl: components["schemas"]["__schema622"];
            altText: components["schemas"]["__schema623"];
            sortOrder: components["schemas"]["__schema624"];
            cover: components["schemas"]["__schema625"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        /**
         * @example {
         *       "storeUid": "oslo-sentrum",
         *       "name": "Oslo Sentrum",
         *       "number": "101",
         *       "address": {
         *         "address": "Karl Johans gate 1",
         *         "city": "Oslo",
         *         "companyName": "Nordlys Kaffe AS",
         *         "countryCode": "NO",
         *         "email": "sentrum@nordlys.example",
         *         "firstname": "",
         *         "lastname": "",
         *         "mobile": "+4791234567",
         *         "postalCode": "0154",
         *         "displayName": "Nordlys Kaffe Sentrum"
         *       },
         *       "currency": "NOK",
         *       "timezone": "Europe/Oslo",
         *       "pricelistUid": "retail-nok",
         *       "purchasePricelistUid": "purchase-nok",
         *       "defaultWarehouseUid": "",
         *       "createdAt": "2026-11-23T10:15:00.000Z",
         *       "lastModifiedAt": "2026-11-23T10:15:00.000Z"
         *     }
         */
        Store: {
            storeUid: components["schemas"]["__schema626"];
            name: components["schemas"]["__schema627"];
            number: components["schemas"]["__schema628"];
            address: components["schemas"]["OrderAddressResponse"];
            currency: components["schemas"]["__schema640"];
            timezone: components["schemas"]["__schema641"];
            pricelistUid: components["schemas"]["__schema642"];
            purchasePricelistUid: components["schemas"]["__schema643"];
            defaultWarehouseUid: components["schemas"]["__schema644"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        OrderAddressResponse: {
            address: components["schemas"]["__schema629"];
            city: components["schemas"]["__schema630"];
            companyName: components["schemas"]["__schema631"];
            countryCode: components["schemas"]["__schema632"];
            email: components["schemas"]["__schema633"];
            firstname: components["schemas"]["__schema634"];
            lastname: components["schemas"]["__schema635"];
            mobile: components["schemas"]["__schema636"];
            postalCode: components["schemas"]["__schema637"];
            displayName: components["schemas"]["__schema638"];
            vatNumber?: components["schemas"]["__schema639"];
        };
        StorePage: {
            items: components["schemas"]["__schema645"];
            paging: components["schemas"]["Paging"];
        };
        /**
         * @example {
         *       "pricelistUid": "retail-nok",
         *       "name": "Retail NOK",
         *       "currency": "NOK",
         *       "type": "SALE",
         *       "createdAt": "2026-11-23T10:15:00.000Z",
         *       "lastModifiedAt": "2026-11-23T10:15:00.000Z"
         *     }
         */
        Pricelist: {
            pricelistUid: components["schemas"]["__schema646"];
            name: components["schemas"]["__schema647"];
            currency: components["schemas"]["__schema648"];
            type: components["schemas"]["PricelistType"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        PricelistPage: {
            items: components["schemas"]["__schema649"];
            paging: components["schemas"]["Paging"];
        };
        PricePage: {
            items: components["schemas"]["__schema650"];
            paging: components["schemas"]["__schema658"];
        };
        /**
         * @example {
         *       "pricelistUid": "retail-nok",
         *       "productUid": "prod-42",
         *       "currency": "NOK",
         *       "amount": 4990,
         *       "validFrom": null,
         *       "validTo": null,
         *       "quantityBreaks": [
         *         {
         *           "minQuantity": 6,
         *           "amount": 4490
         *         },
         *         {
         *           "minQuantity": 24,
         *           "amount": 3990
         *         }
         *       ],
         *       "createdAt": "2026-11-23T10:15:00.000Z",
         *       "lastModifiedAt": "2026-11-23T10:15:00.000Z"
         *     }
         */
        Price: {
            pricelistUid: components["schemas"]["__schema651"];
            productUid: components["schemas"]["__schema652"];
            currency: components["schemas"]["__schema653"];
            amount: components["schemas"]["__schema654"];
            validFrom: components["schemas"]["__schema655"];
            validTo: components["schemas"]["__schema656"];
            quantityBreaks: components["schemas"]["__schema657"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        /**
         * @example {
         *       "storeUid": "oslo-sentrum",
         *       "productUid": "prod-42",
         *       "customerUid": "cust-1001",
         *       "quantity": 6,
         *       "at": "2026-11-23T10:15:00.000Z",
         *       "unitPrice": 4290,
         *       "totalPrice": 25740,
         *       "currency": "NOK",
         *       "source": "CUSTOMER_PRICELIST",
         *       "pricelistUid": "b2b-nok",
         *       "minQuantity": 6,
         *       "validFrom": null,
         *       "validTo": null
         *     }
         */
        EffectivePrice: {
            storeUid: components["schemas"]["__schema660"];
            productUid: components["schemas"]["__schema661"];
            customerUid: components["schemas"]["__schema662"];
            quantity: components["schemas"]["__schema663"];
            at: components["schemas"]["DateTime"];
            unitPrice: components["schemas"]["__schema664"];
            totalPrice: components["schemas"]["__schema665"];
            currency: components["schemas"]["__schema666"];
            source: components["schemas"]["__schema667"];
            pricelistUid: components["schemas"]["__schema668"];
            minQuantity: components["schemas"]["__schema669"];
            validFrom: components["schemas"]["__schema670"];
            validTo: components["schemas"]["__schema671"];
        };
        /**
         * @example {
         *       "warehouseUid": "wh-sentrum",
         *       "storeUid": "oslo-sentrum",
         *       "name": "Sentrum backroom",
         *       "allowNegativeStock": false,
         *       "createdAt": "2026-11-23T09:00:00.000Z",
         *       "lastModifiedAt": "2026-11-23T09:00:00.000Z"
         *     }
         */
        Warehouse: {
            warehouseUid: components["schemas"]["__schema672"];
            storeUid: components["schemas"]["__schema673"];
            name: components["schemas"]["__schema674"];
            allowNegativeStock: components["schemas"]["__schema675"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        StockLevelPage: {
            items: components["schemas"]["__schema676"];
            paging: components["schemas"]["__schema684"];
        };
        /**
         * @example {
         *       "warehouseUid": "wh-sentrum",
         *       "productUid": "prod-42",
         *       "onHand": 17,
         *       "reserved": 2,
         *       "available": 15,
         *       "version": 9,
         *       "lastModifiedAt": "2026-11-23T10:17:05.000Z"
         *     }
         */
        StockLevel: {
            warehouseUid: components["schemas"]["__schema677"];
            productUid: components["schemas"]["__schema678"];
            onHand: components["schemas"]["__schema679"];
            reserved: components["schemas"]["__schema680"];
            available: components["schemas"]["__schema681"];
            version: components["schemas"]["__schema682"];
            lastModifiedAt: components["schemas"]["__schema683"];
        };
        StockMovementResult: {
            level: components["schemas"]["StockLevel"];
            movement: components["schemas"]["__schema685"];
        };
        /**
         * @example {
         *       "warehouseUid": "wh-sentrum",
         *       "productUid": "prod-42",
         *       "version": 9,
         *       "reason": "ADJUSTMENT",
         *       "quantityChange": -3,
         *       "quantityAfter": 17,
         *       "note": "Broken in transport",
         *       "userUid": "user-17",
         *       "at": "2026-11-23T10:17:05.000Z"
         *     }
         */
        StockMovement: {
            warehouseUid: components["schemas"]["__schema686"];
            productUid: components["schemas"]["__schema687"];
            version: components["schemas"]["__schema688"];
            reason: components["schemas"]["__schema689"];
            quantityChange: components["schemas"]["__schema690"];
            quantityAfter: components["schemas"]["__schema691"];
            note: components["schemas"]["__schema692"];
            userUid: components["schemas"]["__schema693"];
            at: components["schemas"]["DateTime"];
        };
        StockMovementPage: {
            items: components["schemas"]["__schema694"];
            paging: components["schemas"]["__schema695"];
        };
        StockBatchCountResult: {
            results: components["schemas"]["__schema696"];
        };
        ProductStock: {
            productUid: components["schemas"]["__schema697"];
            onHand: components["schemas"]["__schema698"];
            reserved: components["schemas"]["__schema699"];
            available: components["schemas"]["__schema700"];
            warehouses: components["schemas"]["__schema701"];
        };
        Notification: {
            notificationUid: components["schemas"]["__schema702"];
            messageType: components["schemas"]["NotificationMessageType"];
            recipient: components["schemas"]["__schema703"];
            subject?: components["schemas"]["__schema704"];
            message: components["schemas"]["__schema705"];
            state: components["schemas"]["NotificationState"];
            errorText?: components["schemas"]["__schema706"];
            storeUid: components["schemas"]["__schema707"];
            templateType?: components["schemas"]["__schema708"];
            templateData?: components["schemas"]["__schema709"];
            organizationUid?: components["schemas"]["__schema710"];
            customerUid?: components["schemas"]["__schema710"];
            orderUid?: components["schemas"]["__schema710"];
            serviceOrderUid?: components["schemas"]["__schema710"];
            serviceEventUid?: components["schemas"]["__schema710"];
            tenantUserUid?: components["schemas"]["__schema710"];
            supplierUid?: components["schemas"]["__schema710"];
            receivementUid?: components["schemas"]["__schema710"];
            purchaseOrderUid?: components["schemas"]["__schema710"];
            attempts: components["schemas"]["__schema711"];
            sentAt?: components["schemas"]["__schema712"];
            events: components["schemas"]["__schema713"];
            createdBy: components["schemas"]["__schema718"];
            lastModifiedBy: components["schemas"]["__schema719"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        NotificationEvent: {
            type: components["schemas"]["__schema714"];
            source: components["schemas"]["__schema715"];
            occurredAt: components["schemas"]["__schema716"];
            receivedAt: components["schemas"]["DateTime"];
            details?: components["schemas"]["__schema717"];
        };
        NotificationList: {
            items: components["schemas"]["__schema720"];
            paging: components["schemas"]["Paging"];
        };
        NotificationTemplateList: {
            items: components["schemas"]["__schema721"];
        };
        NotificationTemplate: {
            templateType: components["schemas"]["NotificationTemplateType"];
            description: components["schemas"]["__schema722"];
            messageTypes: components["schemas"]["__schema723"];
            requires: components["schemas"]["__schema724"];
            dataKeys: components["schemas"]["__schema725"];
        };
        Order: {
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            orderNumber: components["schemas"]["__schema726"];
            customerUid: components["schemas"]["OptionalUID"];
            organizationUid: components["schemas"]["OptionalUID"];
            tenantUserUid: components["schemas"]["UID"];
            sellerDisplayName: components["schemas"]["__schema727"];
            status: components["schemas"]["OrderStatus"];
            state: components["schemas"]["OrderState"];
            currency: components["schemas"]["__schema728"];
            exchangeRate: components["schemas"]["__schema729"];
            totals: components["schemas"]["__schema730"];
            note: components["schemas"]["__schema731"];
            externalId: components["schemas"]["__schema732"];
            address: components["schemas"]["OrderAddressResponse"];
            items: components["schemas"]["__schema733"];
            receipts: components["schemas"]["__schema777"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        /** @enum {string} */
        OrderStatus: "OPEN" | "SETTLED";
        /** @enum {string} */
        OrderState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        OrderItemResponse: {
            orderItemUid: components["schemas"]["UID"];
            productUid: components["schemas"]["UID"];
            vatCodeUid: components["schemas"]["UID"];
            tenantUserUid: components["schemas"]["UID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            warehouseUid: components["schemas"]["OptionalUID"];
            deliveryUid: components["schemas"]["OptionalUID"];
            actions: components["schemas"]["__schema734"];
            allowedActions: components["schemas"]["__schema735"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            discountReasonCode: components["schemas"]["__schema736"];
            returnReasonCode: components["schemas"]["__schema737"];
            compensationReasonCode: components["schemas"]["__schema738"];
            externalId: components["schemas"]["__schema739"];
            name: components["schemas"]["__schema740"];
            note: components["schemas"]["__schema741"];
            serialnumber: components["schemas"]["__schema742"];
            sku: components["schemas"]["__schema743"];
            internalInfo: components["schemas"]["__schema744"];
            warehouseName: components["schemas"]["__schema745"];
            ledgerNumber: components["schemas"]["__schema746"];
            tenantUserDisplayName: components["schemas"]["__schema747"];
            itemCost: components["schemas"]["__schema748"];
            itemDiscountAmount: components["schemas"]["__schema749"];
            itemGrossProfitAmount: components["schemas"]["__schema750"];
            itemVatAmount: components["schemas"]["__schema751"];
            itemDiscountPercentage: components["schemas"]["__schema752"];
            itemGrossProfitPercentage: components["schemas"]["__schema753"];
            itemPrice: components["schemas"]["__schema754"];
            originalItemPrice: components["schemas"]["__schema755"];
            totalCost: components["schemas"]["__schema756"];
            totalDiscountAmount: components["schemas"]["__schema757"];
            totalGrossProfitAmount: components["schemas"]["__schema758"];
            totalPrice: components["schemas"]["__schema759"];
            totalVatAmount: components["schemas"]["__schema760"];
            quantityCredited: components["schemas"]["__schema761"];
            quantityDelivered: components["schemas"]["__schema762"];
            quantityOrdered: components["schemas"]["__schema763"];
            quantityReserved: components["schemas"]["__schema764"];
            sortOrder: components["schemas"]["__schema765"];
            productType: components["schemas"]["ProductType"];
            properties: components["schemas"]["__schema766"];
            productProperties: components["schemas"]["__schema767"];
            coverImage: components["schemas"]["__schema772"];
            allowDelivery: components["schemas"]["AllowDelivery"];
            allowDeliveryFromDate: components["schemas"]["__schema773"];
            reservationType: components["schemas"]["SalesReservationType"];
            reservationDetails: components["schemas"]["__schema774"];
            gtins: components["schemas"]["__schema775"];
            orderLinks?: components["schemas"]["__schema776"];
        };
        ReceiptResponse: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderReceiptUid: components["schemas"]["UID"];
            settleState: components["schemas"]["ReceiptState"];
            voucherNumber: components["schemas"]["__schema778"];
            externalVoucherNumber: components["schemas"]["__schema779"];
            sellerDisplayName: components["schemas"]["__schema780"];
            note: components["schemas"]["__schema781"];
            settledAt: components["schemas"]["DateTime"];
            deliveryState: components["schemas"]["DeliveryState"];
            grandTotal: components["schemas"]["__schema782"];
            settlementTotals: components["schemas"]["SettlementTotals"];
            settlements: components["schemas"]["__schema789"];
            items: components["schemas"]["__schema820"];
            address: components["schemas"]["OrderAddressResponse"];
            customerUid: components["schemas"]["OptionalUID"];
        };
        /** @enum {string} */
        ReceiptState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @enum {string} */
        DeliveryState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        SettlementTotals: {
            change: components["schemas"]["__schema783"];
            remaining: components["schemas"]["__schema784"];
            remainingRounded: components["schemas"]["__schema785"];
            totals: components["schemas"]["__schema786"];
            remainingPrePayment: components["schemas"]["__schema787"];
            remainingAuthorizedAmount: components["schemas"]["__schema788"];
        };
        SettlementResponse: {
            amount: components["schemas"]["__schema790"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            displayMessages: components["schemas"]["__schema791"];
            externalId: components["schemas"]["__schema792"];
            externalPaymentReference: components["schemas"]["__schema793"];
            idMethod: components["schemas"]["SettlementIdMethod"];
            parameters: components["schemas"]["__schema794"];
            settlementCode: components["schemas"]["__schema795"];
            settlementName: components["schemas"]["__schema796"];
            settlementUid: components["schemas"]["UID"];
            state: components["schemas"]["SettlementState"];
            status: components["schemas"]["SettlementStatus"];
            storeSettlementIssuer: components["schemas"]["__schema797"];
            tenantUserDisplayName: components["schemas"]["__schema798"];
            tenantUserUid: components["schemas"]["UID"];
            storePaymentMethodUid: components["schemas"]["UID"];
            currency: components["schemas"]["__schema799"];
            additionalDetails: components["schemas"]["__schema800"];
            creditCount: components["schemas"]["__schema801"];
            creditAmount: components["schemas"]["__schema802"];
            paymentCount: components["schemas"]["__schema803"];
            paymentAmount: components["schemas"]["__schema804"];
            storeUid: components["schemas"]["OptionalUID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            storeName: components["schemas"]["__schema805"];
            transactions: components["schemas"]["__schema806"];
            receiptText: components["schemas"]["__schema810"];
            ledgerNumber?: components["schemas"]["__schema811"];
            ledgerType?: components["schemas"]["__schema812"];
            settledAt?: components["schemas"]["__schema813"];
            tillUid?: components["schemas"]["__schema814"];
            tillName?: components["schemas"]["__schema815"];
            tillNumber?: components["schemas"]["__schema816"];
            authorizedAmount?: components["schemas"]["__schema817"];
            capturedAmount?: components["schemas"]["__schema818"];
            refundedAmount?: components["schemas"]["__schema819"];
        };
        /** @enum {string} */
        SettlementState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE" | "TERMINATED";
        SettlementTransaction: {
            transactionType: components["schemas"]["__schema807"];
            pspTransactionId?: components["schemas"]["__schema808"];
            transactionAmount: components["schemas"]["__schema809"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
        };
        ReceiptPage: {
            items: components["schemas"]["__schema821"];
            paging: components["schemas"]["Paging"];
        };
        PrePayment: {
            prePaymentUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            amount: components["schemas"]["__schema822"];
            refundedAmount: components["schemas"]["__schema823"];
            currency: components["schemas"]["__schema824"];
            storePaymentMethodUid: components["schemas"]["UID"];
            settlementCode: components["schemas"]["__schema825"];
            settlementName: components["schemas"]["__schema826"];
            externalPaymentReference: components["schemas"]["__schema827"];
            note: components["schemas"]["__schema828"];
            tenantUserUid: components["schemas"]["UID"];
            createdAt: components["schemas"]["DateTime"];
            refunds: components["schemas"]["__schema829"];
        };
        /**
         * @example {
         *       "items": [],
         *       "paging": {
         *         "pageNumber": 1,
         *         "pageSize": 0,
         *         "totalCount": 0
         *       },
         *       "balance": {
         *         "paid": 50000,
         *         "refunded": 0,
         *         "used": 30000,
         *         "available": 20000
         *       },
         *       "uses": []
         *     }
         */
        PrePaymentPage: {
            items: components["schemas"]["__schema830"];
            paging: components["schemas"]["__schema831"];
            balance: components["schemas"]["PrePaymentBalance"];
            uses: components["schemas"]["__schema836"];
        };
        PrePaymentBalance: {
            paid: components["schemas"]["__schema832"];
            refunded: components["schemas"]["__schema833"];
            used: components["schemas"]["__schema834"];
            available: components["schemas"]["__schema835"];
        };
        OrderItemAddonPage: {
            items: components["schemas"]["__schema837"];
            paging: components["schemas"]["Paging"];
        };
        LoyaltyProgrammeResponse: {
            enabled: components["schemas"]["__schema838"];
            currency: components["schemas"]["__schema839"];
            pointsPerCurrencyUnit: components["schemas"]["__schema840"];
            currencyUnit: components["schemas"]["__schema841"];
            rounding: components["schemas"]["__schema843"];
            pointValue: components["schemas"]["__schema845"];
            expiryDays: components["schemas"]["__schema847"];
            version: components["schemas"]["__schema849"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        /**
         * @example {
         *       "customerUid": "cust-1",
         *       "balance": 250,
         *       "earned": 300,
         *       "spent": 50,
         *       "expired": 0,
         *       "expiring": [
         *         {
         *           "expiresAt": "2027-11-25",
         *           "points": 250
         *         }
         *       ],
         *       "ledger": {
         *         "items": [],
         *         "paging": {
         *           "pageSize": 50,
         *           "next": null
         *         }
         *       }
         *     }
         */
        CustomerLoyaltyPoints: {
            customerUid: components["schemas"]["UID"];
            balance: components["schemas"]["__schema850"];
            earned: components["schemas"]["__schema851"];
            spent: components["schemas"]["__schema852"];
            expired: components["schemas"]["__schema853"];
            expiring: components["schemas"]["__schema854"];
            ledger: components["schemas"]["__schema855"];
        };
        LoyaltyLedgerEntry: {
            entryType: components["schemas"]["__schema856"];
            points: components["schemas"]["__schema857"];
            balanceAfter: components["schemas"]["__schema858"];
            orderUid: components["schemas"]["OptionalUID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            settlementUid: components["schemas"]["OptionalUID"];
            amount: components["schemas"]["__schema859"];
            expiresAt: components["schemas"]["__schema860"];
            sequence: components["schemas"]["__schema861"];
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * @example {
         *       "orderUid": "order-1",
         *       "customerUid": "cust-1",
         *       "earned": 99,
         *       "spent": 10,
         *       "spentAmount": 1000,
         *       "earnedAt": "2026-11-25T10:00:00.000Z"
         *     }
         */
        OrderLoyalty: {
            orderUid: components["schemas"]["UID"];
            customerUid: components["schemas"]["OptionalUID"];
            earned: components["schemas"]["__schema862"];
            spent: components["schemas"]["__schema863"];
            spentAmount: components["schemas"]["__schema864"];
            earnedAt: components["schemas"]["__schema865"];
        };
        HttpTransportList: {
            items: components["schemas"]["__schema866"];
            paging: components["schemas"]["Paging"];
        };
        HttpTransport: {
            httpTransportUid: components["schemas"]["__schema867"];
            name: components["schemas"]["__schema868"];
            url: components["schemas"]["__schema869"];
            securityType: components["schemas"]["SecurityType"];
            username: components["schemas"]["__schema870"];
            password: components["schemas"]["__schema871"];
            token: components["schemas"]["__schema872"];
            headers: components["schemas"]["__schema873"];
            signingSecret: components["schemas"]["__schema876"];
            signingSecretPreviousExpiresAt?: components["schemas"]["__schema877"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookList: {
            items: components["schemas"]["__schema878"];
            paging: components["schemas"]["Paging"];
        };
        Webhook: {
            webhookUid: components["schemas"]["__schema879"];
            action: components["schemas"]["WebhookAction"];
            httpTransport: components["schemas"]["HttpTransport"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryList: {
            items: components["schemas"]["__schema880"];
            paging: components["schemas"]["Paging"];
        };
        WebhookDelivery: {
            deliveryUid: components["schemas"]["__schema881"];
            webhookUid: components["schemas"]["__schema882"];
            eventId: components["schemas"]["__schema883"];
            action: components["schemas"]["WebhookAction"];
            state: components["schemas"]["__schema884"];
            test: components["schemas"]["__schema885"];
            redeliveryOf?: components["schemas"]["__schema886"];
            attemptCount: components["schemas"]["__schema887"];
            nextRetryAt?: components["schemas"]["__schema888"];
            movedToDlq: components["schemas"]["__schema889"];
            attempts: components["schemas"]["__schema890"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryAttempt: {
            attempt: components["schemas"]["__schema891"];
            at: components["schemas"]["DateTime"];
            latencyMs: components["schemas"]["__schema892"];
            statusCode?: components["schemas"]["__schema893"];
            errorClass?: components["schemas"]["__schema894"];
            error?: components["schemas"]["__schema895"];
            responseExcerpt?: components["schemas"]["__schema896"];
            nextRetryAt?: components["schemas"]["__schema898"];
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
            eventId: components["schemas"]["__schema899"];
            action: components["schemas"]["WebhookAction"];
            occurredAt: components["schemas"]["DateTime"];
            test: components["schemas"]["__schema900"];
            data: components["schemas"]["__schema901"];
        };
        /** @enum {string} */
        __schema448: "ok" | "degraded";
        __schema449: string;
        __schema450: {
            [key: string]: {
                /** @enum {string} */
                status: "ok" | "error";
                detail?: string;
            };
        };
        __schema451: string;
        __schema452: string;
        __schema453: number;
        __schema454: string;
        __schema455: string;
        __schema456: string;
        __schema457: {
            path: string;
            message: string;
        }[];
        __schema458: string;
        __schema459: string;
        /** @enum {string} */
        __schema460: "access" | "auth" | "integration";
        /** @enum {string} */
        __schema461: "ADMIN" | "BACKOFFICE" | "STORE";
        __schema462: ("SALES_ORDER" | "RETURN_ORDER" | "CUSTOMER" | "ACCOUNTING_CONFIG" | "WEBHOOK" | "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER" | "RECEIVEMENT" | "SERVICE_ORDER")[];
        __schema463: components["schemas"]["AccountingConfigEntry"][];
        /** @description The same uid under the field name of spec 2.8 (the endpoints call it accountingConfigUid) */
        __schema464: components["schemas"]["UID"];
        __schema465: string;
        __schema466: number;
        __schema467: number;
        __schema468: number;
        __schema469: components["schemas"]["ProductGroupMapping"][];
        __schema470: string;
        __schema471: string;
        __schema472: string;
        __schema473: string;
        __schema474: string;
        /** @description The group whose mapping applies */
        __schema475: string;
        /** @description The product's group up to that group, nearest first */
        __schema476: components["schemas"]["__schema477"][];
        __schema477: string;
        __schema478: string;
        __schema479: string;
        __schema480: string;
        __schema481: string;
        __schema482: string;
        __schema483: string;
        __schema484: string;
        __schema485: string;
        __schema486: string;
        __schema487: {
            vatCodeUid: components["schemas"]["UID"];
            account: string;
        }[];
        __schema488: string;
        __schema489: string;
        __schema490: string;
        __schema491: string;
        __schema492: string;
        __schema493: {
            vatCodeUid: components["schemas"]["UID"];
            value: string;
        }[];
        __schema494: string;
        __schema495: string;
        __schema496: string;
        __schema497: string;
        __schema498: string;
        __schema499: string;
        __schema500: string;
        __schema501: string;
        __schema502: string;
        __schema503: string;
        __schema504: string;
        __schema505: string;
        __schema506: string;
        __schema507: string;
        __schema508: string;
        __schema509: string;
        __schema510: string;
        __schema511: string;
        __schema512: string;
        __schema513: components["schemas"]["CustomerAddress"][];
        __schema514: string;
        __schema515: string;
        __schema516: string;
        __schema517: string;
        __schema518: string;
        __schema519: string;
        __schema520: string;
        __schema521: string;
        __schema522: string;
        __schema523: string;
        __schema524: string;
        __schema525: components["schemas"]["CustomerScopedContact"][];
        __schema526: string;
        __schema527: string;
        __schema528: string;
        __schema529: string;
        __schema530: string;
        __schema531: string;
        __schema532: components["schemas"]["CustomerExtensionOutput"][];
        __schema533: string;
        __schema534: components["schemas"]["CustomerExtensionOutput"][];
        __schema535: components["schemas"]["CustomerConsent"][];
        __schema536: string;
        __schema537: string;
        __schema538: boolean;
        __schema539: string;
        __schema540: components["schemas"]["CustomerCreditOutput"];
        __schema541: number;
        __schema542: number;
        __schema543: number;
        __schema544: components["schemas"]["AccountManager"];
        __schema545: string;
        __schema546: string;
        __schema547: string;
        __schema548: boolean;
        __schema549: components["schemas"]["CustomerEhf"];
        __schema550: boolean;
        __schema551: string;
        __schema552: string[];
        __schema553: components["schemas"]["DefaultStore"];
        __schema554: string;
        __schema555: string;
        __schema556: number;
        __schema557: components["schemas"]["Customer"][];
        __schema558: components["schemas"]["CustomerContact"][];
        __schema559: string;
        __schema560: string;
        __schema561: string;
        __schema562: string;
        __schema563: string;
        __schema564: string;
        __schema565: components["schemas"]["CustomerContactCustomer"][];
        __schema566: string;
        __schema567: string;
        __schema568: components["schemas"]["CustomerExtensionOutput"][];
        __schema569: components["schemas"]["CustomerContactCustomer"][];
        __schema570: components["schemas"]["CustomerScopedContact"][];
        __schema571: string;
        /** @description '' for a top-level group */
        __schema572: string;
        __schema573: string;
        __schema574: string;
        __schema575: string;
        __schema576: number;
        __schema577: components["schemas"]["ProductGroup"][];
        __schema578: string;
        __schema579: string;
        __schema580: string;
        __schema581: string;
        __schema582: string;
        __schema583: string;
        __schema584: boolean;
        __schema585: string;
        __schema586: string;
        __schema587: components["schemas"]["ProductGtin"][];
        __schema588: string;
        __schema589: boolean;
        __schema590: string;
        __schema591: string;
        /** @description VAT rate in basis points: 2500 = 25 % (as order lines) */
        __schema592: number;
        /** @description Integer amount in minor units */
        __schema593: number;
        __schema594: components["schemas"]["ProductPrice"];
        __schema595: string;
        __schema596: components["schemas"]["AllowedAction"][];
        __schema597: components["schemas"]["CatalogueProductProperty"][];
        __schema598: string;
        __schema599: string;
        __schema600: string;
        __schema601: string;
        __schema602: string;
        __schema603: boolean;
        __schema604: string;
        __schema605: components["schemas"]["ProductPropertyValue"][];
        __schema606: string;
        __schema607: string;
        __schema608: string;
        __schema609: components["schemas"]["ProductComponent"][];
        __schema610: string;
        __schema611: number;
        __schema612: components["schemas"]["ProductCoverImage"];
        __schema613: string;
        __schema614: string;
        __schema615: string;
        __schema616: components["schemas"]["Product"][];
        __schema617: {
            index: number;
            productUid: string;
            /** @description 201 created, 200 updated or unchanged, else the problem status */
            status: number;
            problem?: {
                type: components["schemas"]["__schema451"];
                title: components["schemas"]["__schema452"];
                status: components["schemas"]["__schema453"];
                detail: components["schemas"]["__schema454"];
                errors?: components["schemas"]["__schema457"];
            };
        }[];
        __schema618: components["schemas"]["ProductMedia"][];
        __schema619: string;
        __schema620: string;
        __schema621: string;
        __schema622: string;
        __schema623: string;
        __schema624: number;
        __schema625: boolean;
        __schema626: string;
        __schema627: string;
        __schema628: string;
        __schema629: string;
        __schema630: string;
        __schema631: string;
        __schema632: string;
        __schema633: string;
        __schema634: string;
        __schema635: string;
        __schema636: string;
        __schema637: string;
        __schema638: string;
        __schema639: string;
        __schema640: string;
        __schema641: string;
        __schema642: string;
        __schema643: string;
        __schema644: string;
        __schema645: components["schemas"]["Store"][];
        __schema646: string;
        __schema647: string;
        __schema648: string;
        __schema649: components["schemas"]["Pricelist"][];
        __schema650: components["schemas"]["Price"][];
        __schema651: string;
        __schema652: string;
        __schema653: string;
        /** @description Unit price, integer minor units of the pricelist currency */
        __schema654: number;
        __schema655: components["schemas"]["DateTime"] | null;
        __schema656: components["schemas"]["DateTime"] | null;
        __schema657: {
            minQuantity: number;
            amount: components["schemas"]["__schema654"];
        }[];
        __schema658: {
            pageSize: number;
            /** @description Pass as `after` for the next page; null on the last page */
            next: components["schemas"]["__schema659"] | null;
        };
        __schema659: string;
        __schema660: string;
        __schema661: string;
        __schema662: string;
        __schema663: number;
        /** @description Integer minor units of `currency` */
        __schema664: number;
        /** @description unitPrice x quantity */
        __schema665: number;
        __schema666: string;
        /** @enum {string} */
        __schema667: "CUSTOMER_PRICELIST" | "STORE_PRICELIST" | "PRODUCT_DEFAULT";
        /** @description '' when the source is PRODUCT_DEFAULT */
        __schema668: string;
        /** @description The quantity break applied (1: the base price) */
        __schema669: number;
        __schema670: components["schemas"]["DateTime"] | null;
        __schema671: components["schemas"]["DateTime"] | null;
        __schema672: string;
        __schema673: string;
        __schema674: string;
        __schema675: boolean;
        __schema676: components["schemas"]["StockLevel"][];
        __schema677: string;
        __schema678: string;
        __schema679: number;
        __schema680: number;
        /** @description onHand - reserved */
        __schema681: number;
        /** @description The number of movements so far */
        __schema682: number;
        __schema683: components["schemas"]["DateTime"] | null;
        __schema684: {
            pageSize: number;
            next: string | null;
        };
        __schema685: components["schemas"]["StockMovement"] | null;
        __schema686: string;
        __schema687: string;
        /** @description The level's version this movement made */
        __schema688: number;
        /** @enum {string} */
        __schema689: "ADJUSTMENT" | "COUNT" | "SALE" | "RETURN" | "RECEIVEMENT" | "TRANSFER_OUT" | "TRANSFER_IN" | "RESERVATION";
        __schema690: number;
        __schema691: number;
        __schema692: string;
        __schema693: string;
        __schema694: components["schemas"]["StockMovement"][];
        __schema695: {
            pageSize: number;
            next: number | null;
        };
        __schema696: {
            productUid: string;
            /** @description 200 counted (or unchanged), 404 unknown product, 409 lost to concurrent changes */
            status: number;
            level?: components["schemas"]["StockLevel"];
            problem?: {
                title: string;
                detail: string;
            };
        }[];
        __schema697: string;
        __schema698: number;
        __schema699: number;
        __schema700: number;
        __schema701: components["schemas"]["StockLevel"][];
        __schema702: string;
        __schema703: string;
        __schema704: string;
        /** @description The text sent; for a template, its rendered text body */
        __schema705: string;
        __schema706: string;
        __schema707: string;
        __schema708: components["schemas"]["NotificationTemplateType"];
        __schema709: {
            key: string;
            value: string;
        }[];
        __schema710: string;
        /** @description Hand-overs to the provider tried so far */
        __schema711: number;
        __schema712: components["schemas"]["DateTime"];
        __schema713: components["schemas"]["NotificationEvent"][];
        /** @description Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ... */
        __schema714: string;
        /** @enum {string} */
        __schema715: "MAILPROVIDER" | "SES" | "SENDER";
        __schema716: string;
        __schema717: string;
        __schema718: string;
        __schema719: string;
        __schema720: components["schemas"]["Notification"][];
        __schema721: components["schemas"]["NotificationTemplate"][];
        __schema722: string;
        __schema723: components["schemas"]["NotificationMessageType"][];
        __schema724: ("customerUid" | "orderUid")[];
        __schema725: {
            key: string;
            required: boolean;
            /**
             * @description url: an http(s) link
             * @enum {string}
             */
            format: "text" | "url";
            description: string;
        }[];
        __schema726: string;
        __schema727: string;
        __schema728: string;
        __schema729: number;
        __schema730: {
            gross: components["schemas"]["__schema593"];
            net: components["schemas"]["__schema593"];
            vat: components["schemas"]["__schema593"];
            discount: components["schemas"]["__schema593"];
            cost: components["schemas"]["__schema593"];
            grossProfit: components["schemas"]["__schema593"];
        };
        __schema731: string;
        __schema732: string;
        __schema733: components["schemas"]["OrderItemResponse"][];
        __schema734: {
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
        __schema735: components["schemas"]["AllowedAction"][];
        __schema736: string;
        __schema737: string;
        __schema738: string;
        __schema739: string;
        __schema740: string;
        __schema741: string;
        __schema742: string;
        __schema743: string;
        __schema744: string;
        __schema745: string;
        __schema746: string;
        __schema747: string;
        __schema748: number;
        __schema749: number;
        __schema750: number;
        __schema751: number;
        /** @description Basis points of itemPrice */
        __schema752: number;
        /** @description Basis points of the net (ex VAT) unit price */
        __schema753: number;
        __schema754: number;
        __schema755: number;
        __schema756: number;
        __schema757: number;
        __schema758: number;
        __schema759: number;
        __schema760: number;
        __schema761: number;
        __schema762: number;
        __schema763: number;
        __schema764: number;
        __schema765: number;
        __schema766: {
            uid: components["schemas"]["UID"];
            key: string;
            value: string;
        }[];
        __schema767: {
            productPropertyUid: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            propertyOptionUid: components["schemas"]["UID"];
            propertyName: components["schemas"]["__schema768"];
            propertyOptionName: components["schemas"]["__schema769"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema770"];
            propertyText?: components["schemas"]["__schema771"];
        }[];
        __schema768: string;
        __schema769: string;
        __schema770: boolean;
        __schema771: string;
        __schema772: {
            productMediaUid: components["schemas"]["UID"];
            mainUrl: string;
            thumbnailUrl: string;
        };
        __schema773: components["schemas"]["DateTime"] | null;
        __schema774: {
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
        __schema775: {
            gtin: string;
            primary: boolean;
            type: string;
        }[];
        __schema776: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            orderNumber: string;
            type: components["schemas"]["OrderLinkType"];
        }[];
        __schema777: {
            orderReceiptUid: components["schemas"]["UID"];
            voucherNumber: string;
            /** @enum {string} */
            settleState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        }[];
        __schema778: string;
        __schema779: string;
        __schema780: string;
        __schema781: string;
        __schema782: number;
        __schema783: number;
        __schema784: number;
        __schema785: number;
        __schema786: number;
        __schema787: number;
        __schema788: number;
        __schema789: components["schemas"]["SettlementResponse"][];
        __schema790: number;
        __schema791: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        }[];
        __schema792: string;
        __schema793: string;
        __schema794: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        }[];
        __schema795: string;
        __schema796: string;
        __schema797: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        __schema798: string;
        __schema799: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema800: {
            key: string;
            value: string;
        }[];
        __schema801: number;
        __schema802: number;
        __schema803: number;
        __schema804: number;
        __schema805: string;
        __schema806: components["schemas"]["SettlementTransaction"][];
        __schema807: string;
        __schema808: string;
        __schema809: number;
        __schema810: string;
        __schema811: string;
        __schema812: components["schemas"]["LedgerType"];
        __schema813: components["schemas"]["DateTime"];
        __schema814: components["schemas"]["OptionalUID"];
        __schema815: string;
        __schema816: number;
        __schema817: number;
        __schema818: number;
        __schema819: number;
        __schema820: components["schemas"]["OrderItemResponse"][];
        __schema821: components["schemas"]["ReceiptResponse"][];
        __schema822: number;
        __schema823: number;
        __schema824: string;
        __schema825: string;
        __schema826: string;
        __schema827: string;
        __schema828: string;
        __schema829: {
            refundUid: components["schemas"]["UID"];
            amount: number;
            externalPaymentReference: string;
            tenantUserUid: components["schemas"]["UID"];
            createdAt: components["schemas"]["DateTime"];
        }[];
        __schema830: components["schemas"]["PrePayment"][];
        __schema831: {
            pageNumber: number;
            pageSize: number;
            totalCount: number;
        };
        __schema832: number;
        __schema833: number;
        __schema834: number;
        __schema835: number;
        __schema836: {
            orderReceiptUid: components["schemas"]["UID"];
            settlementUid: components["schemas"]["UID"];
            amount: number;
            createdAt: components["schemas"]["DateTime"];
        }[];
        __schema837: components["schemas"]["OrderItemResponse"][];
        /** @default true */
        __schema838: boolean;
        /** @description Orders in another currency earn nothing and cannot spend points */
        __schema839: string;
        /** @description Points earned per currency unit paid */
        __schema840: number;
        /**
         * @description Minor units of one currency unit (100: 1 NOK)
         * @default 100
         */
        __schema841: components["schemas"]["__schema842"];
        __schema842: number;
        /**
         * @description How fractional points of an order are rounded
         * @default FLOOR
         */
        __schema843: components["schemas"]["__schema844"];
        /** @enum {string} */
        __schema844: "FLOOR" | "HALF_UP" | "CEIL";
        /**
         * @description Minor units one point pays
         * @default 1
         */
        __schema845: components["schemas"]["__schema846"];
        __schema846: number;
        /**
         * @description Days earned points live; 0 = they never expire
         * @default 365
         */
        __schema847: components["schemas"]["__schema848"];
        __schema848: number;
        __schema849: number;
        /** @description Points that count now (expired ones left out) */
        __schema850: number;
        __schema851: number;
        __schema852: number;
        __schema853: number;
        __schema854: {
            expiresAt: string;
            points: number;
        }[];
        __schema855: {
            items: components["schemas"]["LoyaltyLedgerEntry"][];
            paging: {
                pageSize: number;
                next: number | null;
            };
        };
        /** @enum {string} */
        __schema856: "EARN" | "SPEND" | "EXPIRE" | "RETURN" | "SPEND_RETURN";
        /** @description Signed: what the entry added to the balance */
        __schema857: number;
        __schema858: number;
        /** @description Money the entry is about (order base earned on, amount paid with points) */
        __schema859: number;
        /** @description Last day (YYYY-MM-DD, UTC) earned points count; '' when they do not expire */
        __schema860: string;
        __schema861: number;
        /** @description Points the settled order earned (negative for a return) */
        __schema862: number;
        /** @description Points spent on the order (LOYALTY settlements) */
        __schema863: number;
        /** @description Money paid with those points */
        __schema864: number;
        /** @description When the order was settled and earned; null before */
        __schema865: components["schemas"]["DateTime"] | null;
        __schema866: components["schemas"]["HttpTransport"][];
        __schema867: string;
        __schema868: string;
        __schema869: string;
        __schema870: string;
        /** @description "********" when set, else "" */
        __schema871: string;
        /** @description "********" when set, else "" */
        __schema872: string;
        __schema873: components["schemas"]["HttpHeaderOutput"][];
        __schema874: string;
        __schema875: string;
        /** @description Standard Webhooks secret (whsec_...): in clear only in the create and rotate responses */
        __schema876: string;
        /** @description While set, the previous secret also signs every delivery (rotation overlap) */
        __schema877: components["schemas"]["DateTime"];
        __schema878: components["schemas"]["Webhook"][];
        __schema879: string;
        __schema880: components["schemas"]["WebhookDelivery"][];
        __schema881: string;
        __schema882: string;
        /** @description The event id, sent as the webhook-id header */
        __schema883: string;
        /** @enum {string} */
        __schema884: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
        __schema885: boolean;
        __schema886: string;
        __schema887: number;
        __schema888: components["schemas"]["DateTime"];
        __schema889: boolean;
        __schema890: components["schemas"]["WebhookDeliveryAttempt"][];
        __schema891: number;
        __schema892: number;
        __schema893: number;
        /** @enum {string} */
        __schema894: "CLIENT_ERROR" | "REDIRECT" | "SERVER_ERROR" | "TIMEOUT" | "CONNECTION_ERROR" | "BLOCKED_ADDRESS" | "SUBSCRIPTION_DELETED";
        __schema895: string;
        /** @description First 1 KB of the response body */
        __schema896: components["schemas"]["__schema897"];
        __schema897: string;
        __schema898: components["schemas"]["DateTime"];
        /** @description The `id` and `webhook-id` of every delivery of the event */
        __schema899: string;
        /** @constant */
        __schema900: true;
        /** @description The entity members sent: those of the catalogued example of the action, and `test` */
        __schema901: {
            [key: string]: components["schemas"]["__schema903"];
        };
        __schema902: string;
        __schema903: unknown;
        CustomerExtensionOutput: {
            extensionCode: components["schemas"]["CustomerExtensionCode"];
            organizationUid: components["schemas"]["__schema533"];
        };
        CustomerCreditOutput: {
            limit: components["schemas"]["__schema541"];
            balance: components["schemas"]["__schema542"];
        };
        HttpHeaderOutput: {
            key: components["schemas"]["__schema874"];
            value: components["schemas"]["__schema875"];
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
    resolveProductGroupMapping: {
        parameters: {
            query: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
                /** @description Defaults to the product's vatCodeUid */
                vatCodeUid?: components["schemas"]["__schema7"];
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
            /** @description The mapping that applies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolvedProductGroupMapping"];
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
            /** @description No such product, or no mapping applies */
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
    listProductGroups: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "name" | "productGroupUid" | "sortOrder" | "createdAt" | "lastModifiedAt";
                sortDirection?: components["schemas"]["SortDirection"];
                /** @description Only the children of this group */
                parentProductGroupUid?: components["schemas"]["__schema75"];
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
            /** @description A page of groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductGroupPage"];
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
    createProductGroup: {
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
                "application/json": components["schemas"]["CreateProductGroup"];
            };
        };
        responses: {
            /** @description The created group */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductGroup"];
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
            /** @description The parent group does not exist */
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
    getProductGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productGroupUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductGroup"];
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
            /** @description No such group */
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
    updateProductGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productGroupUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductGroup"];
            };
        };
        responses: {
            /** @description The updated group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductGroup"];
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
            /** @description No such group, or no such parent */
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
    deleteProductGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productGroupUid: components["schemas"]["UID"];
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
            /** @description No such group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The group has child groups or products */
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
    listProducts: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "name" | "sku" | "updatedAt" | "createdAt" | "productUid";
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
            /** @description A page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
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
    createProduct: {
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
                "application/json": components["schemas"]["CreateProduct"];
            };
        };
        responses: {
            /** @description The created product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
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
            /** @description The group, master or a component does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Duplicate uid or gtin */
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
    searchProducts: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "name" | "sku" | "updatedAt" | "createdAt" | "productUid";
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
                "application/json": components["schemas"]["ProductSearch"];
            };
        };
        responses: {
            /** @description A page of matching products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
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
    importProducts: {
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
                "application/json": components["schemas"]["ProductBatch"];
            };
        };
        responses: {
            /** @description One result per item */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductBatchResult"];
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
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
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
            /** @description No such product */
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
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProduct"];
            };
        };
        responses: {
            /** @description The updated product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
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
            /** @description No such product, group, master or component */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A gtin of another product, a master with variants, or a concurrent change */
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
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
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
            /** @description No such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Variants or a concurrent change */
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
    listProductMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The media */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductMediaList"];
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
            /** @description No such product */
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
    createProductMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductMedia"];
            };
        };
        responses: {
            /** @description The medium */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductMedia"];
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
            /** @description No such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Duplicate uid, 50 media, or a concurrent change */
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
    getProductMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productMediaUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The medium */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductMedia"];
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
            /** @description No such product or medium */
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
    updateProductMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productMediaUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductMedia"];
            };
        };
        responses: {
            /** @description The medium */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductMedia"];
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
            /** @description No such product or medium */
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
    deleteProductMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productMediaUid: components["schemas"]["UID"];
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
            /** @description No such product or medium */
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
    listStores: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "name" | "number" | "storeUid" | "createdAt";
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
            /** @description A page of stores */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePage"];
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
    createStore: {
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
                "application/json": components["schemas"]["CreateStore"];
            };
        };
        responses: {
            /** @description The created store */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
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
            /** @description A named pricelist does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Duplicate storeUid or store number */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A named pricelist has the wrong type or currency */
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
    getStore: {
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
            /** @description The store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
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
            /** @description No such store */
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
    updateStore: {
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
                "application/json": components["schemas"]["UpdateStore"];
            };
        };
        responses: {
            /** @description The updated store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
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
            /** @description No such store, or a named pricelist does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Store number taken, or a concurrent change */
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
            /** @description A named pricelist has the wrong type or currency */
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
    deleteStore: {
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
            /** @description No such store */
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
    listPricelists: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "name" | "pricelistUid" | "createdAt";
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
            /** @description A page of pricelists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricelistPage"];
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
    createPricelist: {
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
                "application/json": components["schemas"]["CreatePricelist"];
            };
        };
        responses: {
            /** @description The created pricelist */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricelist"];
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
    getPricelist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                pricelistUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pricelist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricelist"];
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
            /** @description No such pricelist */
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
    updatePricelist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                pricelistUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePricelist"];
            };
        };
        responses: {
            /** @description The pricelist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricelist"];
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
            /** @description No such pricelist */
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
            /** @description currency or type differs from the stored one */
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
    deletePricelist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                pricelistUid: components["schemas"]["UID"];
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
            /** @description No such pricelist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The pricelist has prices */
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
    listPrices: {
        parameters: {
            query?: {
                after?: components["schemas"]["UID"];
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                pricelistUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricePage"];
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
            /** @description No such pricelist */
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
    getPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                pricelistUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
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
            /** @description No such pricelist, or no price of the product in it */
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
    putPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                pricelistUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutPrice"];
            };
        };
        responses: {
            /** @description The price, replaced or unchanged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
                };
            };
            /** @description The price, created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
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
            /** @description No such pricelist */
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
            /** @description If-Match names another version */
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
    deletePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                pricelistUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
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
            /** @description No such pricelist or price */
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
    getEffectivePrice: {
        parameters: {
            query?: {
                customerUid?: components["schemas"]["UID"];
                quantity?: number;
                at?: components["schemas"]["DateTime"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The effective price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EffectivePrice"];
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
            /** @description No such product or customer, or no price applies */
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
    listWarehouses: {
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
            /** @description Every warehouse of the store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Warehouse"][];
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
    createWarehouse: {
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
                "application/json": components["schemas"]["CreateWarehouse"];
            };
        };
        responses: {
            /** @description The created warehouse */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Warehouse"];
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
            /** @description The warehouseUid is taken */
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
    getWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warehouse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Warehouse"];
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
            /** @description No such warehouse in this store */
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
    updateWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWarehouse"];
            };
        };
        responses: {
            /** @description The warehouse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Warehouse"];
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
            /** @description No such warehouse in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Stale If-Match */
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
    deleteWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
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
            /** @description No such warehouse in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description It holds stock levels */
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
    listWarehouseStock: {
        parameters: {
            query?: {
                after?: components["schemas"]["UID"];
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of levels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLevelPage"];
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
            /** @description No such warehouse */
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
    getStockLevel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The level */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLevel"];
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
    listStockMovements: {
        parameters: {
            query?: {
                before?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of movements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockMovementPage"];
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
    createStockMovement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStockMovement"];
            };
        };
        responses: {
            /** @description The level after the movement, and the movement */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockMovementResult"];
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
            /** @description No such warehouse, or the product is not in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The movement would take onHand below zero */
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
    countStockBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                warehouseUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockBatchCount"];
            };
        };
        responses: {
            /** @description One result per item */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockBatchCountResult"];
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
            /** @description No such warehouse */
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
    getProductStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                productUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals and the level per warehouse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductStock"];
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
            /** @description The product is not in the catalogue */
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
    listPrePayments: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "createdAt" | "amount";
                sortDirection?: components["schemas"]["SortDirection"];
            };
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
            /** @description A page of pre-payments, the balance and its uses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrePaymentPage"];
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
            /** @description No such order in this store */
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
    createPrePayment: {
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
                "application/json": components["schemas"]["CreatePrePayment"];
            };
        };
        responses: {
            /** @description The pre-payment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrePayment"];
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
            /** @description No such order in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The uid or reference names another pre-payment, or the order holds 50 */
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
    refundPrePayment: {
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
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                prePaymentUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundPrePayment"];
            };
        };
        responses: {
            /** @description The pre-payment after the refund */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrePayment"];
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
            /** @description No such order or pre-payment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The amount is more than can be refunded (body.amount) */
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
    listOrderItemAddons: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "sortOrder" | "totalPrice" | "createdAt";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                orderUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                orderItemUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the add-on lines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderItemAddonPage"];
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
            /** @description No such order, or no such line on it */
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
    getLoyaltyProgramme: {
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
            /** @description The programme */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoyaltyProgrammeResponse"];
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
            /** @description The tenant has no programme */
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
    putLoyaltyProgramme: {
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
                "application/json": components["schemas"]["LoyaltyProgramme"];
            };
        };
        responses: {
            /** @description The programme */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoyaltyProgrammeResponse"];
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
    getCustomerLoyaltyPoints: {
        parameters: {
            query?: {
                before?: number;
                pageSize?: number;
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
            /** @description Balance and a page of the ledger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerLoyaltyPoints"];
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
    getOrderLoyalty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                orderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The points of the order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLoyalty"];
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
            /** @description No such order */
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
                pageNumber?: components["schemas"]["__schema395"];
                pageSize?: components["schemas"]["__schema396"];
                sortBy?: components["schemas"]["__schema397"];
                sortDirection?: components["schemas"]["__schema398"];
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
                pageNumber?: components["schemas"]["__schema395"];
                pageSize?: components["schemas"]["__schema396"];
                sortBy?: components["schemas"]["__schema397"];
                sortDirection?: components["schemas"]["__schema398"];
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
