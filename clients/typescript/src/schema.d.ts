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
    "/tenants/{tenantUid}/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List purchase orders, newest first (key-paged)
         * @description Filters: state, type, warehouseUid (destination), supplierUid. Pass `paging.next` as `after` for the next page.
         *
         *     Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER, RECEIVEMENT. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["listPurchaseOrders"];
        put?: never;
        /**
         * Create a purchase order (DRAFT)
         * @description A PURCHASE_ORDER names a `supplierUid` (a free reference: there is no supplier area yet); an INTERNAL_PURCHASE_ORDER moves stock from `sourceWarehouseUid` to `warehouseUid`. At most 90 items (24 for a transfer), one per product, each a product of the catalogue. Nothing moves until the order is sent.
         *
         *     Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        post: operations["createPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/purchase-orders/{purchaseOrderUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a purchase order
         * @description Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER, RECEIVEMENT. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["getPurchaseOrder"];
        /**
         * Update a purchase order (partial)
         * @description DRAFT: everything but the type. SENT, PARTLY_RECEIVED: the header only (number, references, note, expected delivery date, allowOverReceipt). RECEIVED, CANCELLED: nothing (409). If-Match with the ETag: a stale version is a 412.
         *
         *     Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        put: operations["updatePurchaseOrder"];
        post?: never;
        /**
         * Delete a DRAFT purchase order
         * @description Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        delete: operations["deletePurchaseOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/purchase-orders/{purchaseOrderUid}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a DRAFT purchase order (-> SENT)
         * @description Its items become `incoming` at the destination warehouse. A transfer leaves its source warehouse now (TRANSFER_OUT movements, refused with a 409 naming the item when a strict warehouse would go below zero).
         *
         *     Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        post: operations["sendPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/purchase-orders/{purchaseOrderUid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a purchase order (-> CANCELLED)
         * @description From DRAFT, SENT or PARTLY_RECEIVED. What was still open leaves `incoming`; what was received stays. A transfer returns what was never received to its source warehouse (TRANSFER_IN).
         *
         *     Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        post: operations["cancelPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/purchase-orders/{purchaseOrderUid}/receivements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A purchase order's receivements, oldest first
         * @description Permissions (any one): PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER, RECEIVEMENT. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        get: operations["listReceivements"];
        put?: never;
        /**
         * Receive goods against a SENT or PARTLY_RECEIVED purchase order
         * @description Up to 24 lines, each an item of the order and the quantity that arrived. One transaction: the order (quantities received, PARTLY_RECEIVED or RECEIVED), the receivement, a RECEIVEMENT movement per line (TRANSFER_IN for a transfer) with its STOCK_CHANGE, the lower `incoming`, and PURCHASE_RECEIVED once when the order becomes fully received. Receiving more than is open is a 409 naming the line unless the order has `allowOverReceipt`. Concurrent receivements of one line take turns and never over-receive. A retried receivement with the same `receivementUid` is refused (409), never received twice; an Idempotency-Key also makes a retry safe.
         *
         *     Permissions (any one): RECEIVEMENT. Tenant access level: BACKOFFICE (either suffices). Bearer schemes: access, auth, integration.
         */
        post: operations["createReceivement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/reports/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order intake report
         * @description The orders taken in a period (by when they were created, in `timezone`), grouped by day, week, month, store, product group or seller, with count, gross, net, VAT, discount, cost and gross profit per group and currency. Read from the search read model: an order is counted once it is indexed (normally within a second). `Accept: text/csv` answers the same groups as CSV (a header row, amounts in minor units). A read: Idempotency-Key is ignored.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["orderIntakeReport"];
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
    "/tenants/{tenantUid}/handlings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's handling definitions
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listHandlings"];
        put?: never;
        /**
         * Create a handling definition
         * @description A name and the actions staff record on order lines while an order is handled.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createHandling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/handlings/{handlingUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A handling definition
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getHandling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/handling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's handling
         * @description An order never handled answers NOT_STARTED with no handling, at ETag "0".
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getOrderHandling"];
        /**
         * Move an order's handling and record actions on its lines
         * @description Moves NOT_STARTED -> IN_PROGRESS | ON_HOLD; IN_PROGRESS -> ON_HOLD | COMPLETE; ON_HOLD -> IN_PROGRESS | NOT_STARTED; COMPLETE -> IN_PROGRESS. Any other move is a 409; the same state is no move. `actions` are appended to the lines as OrderItemAction records (spec 2.4). Each move emits one ORDER_HANDLING_STATE_CHANGED; a request that changes nothing emits nothing.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        put: operations["updateOrderHandling"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's deliveries
         * @description Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listOrderDeliveries"];
        put?: never;
        /**
         * Deliver lines of an order, now or after picking
         * @description Partial deliveries are allowed; more than is left to deliver (ordered, less delivered, less what open deliveries hold) is a 409 naming the line. A DELIVERED delivery (the default) updates the lines, the order's and its receipts' deliveryState, and emits ORDER_LINE_DELIVERED per line it completes and ORDER_DELIVERED when the order is complete, all in one transaction. Stock leaves once per line when it is sold (a receipt becoming COMPLETE), not at delivery. NEW or STARTED opens a delivery being picked: it holds its quantities, and it counts as delivered when it becomes DELIVERED. At most 50 lines per delivery.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["createDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/deliveries/{deliveryUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery
         * @description Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["getDelivery"];
        /**
         * Change a delivery being picked, hand it over or cancel it (partial)
         * @description NEW -> STARTED -> DELIVERED, and NEW or STARTED -> CANCELLED (any other move is a 409). Lines may be replaced or removed while NEW or STARTED (spec 9). Becoming DELIVERED does what a DELIVERED create does. If-Match with the ETag: a stale version is a 412.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        put: operations["updateDelivery"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/deliveries/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the tenant's deliveries (paged)
         * @description Filters storeUids (spec 9), orderUids, states and the delivery time; every filter given must hold.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["searchDeliveries"];
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
    "/tenants/{tenantUid}/orders/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve order lines in a warehouse or on a purchase order, or release them
         * @description Up to 10 lines of any orders of the tenant, all or nothing. WAREHOUSE holds what is left to deliver of the line (quantityOrdered - quantityDelivered) in the warehouse: its stock level reserves it (a RESERVATION movement) and the line gets reservationType, quantityReserved, warehouseUid, warehouseName and reservationDetails.warehouse. PURCHASEORDER records the purchase order line in reservationDetails.purchaseOrder (not checked against purchase orders yet) and gives back any warehouse hold. NONE releases the line. A reservation beyond what is available is a 409 naming the line, unless the warehouse allows negative stock. The receipts the lines are on follow (deliveryState IN_PROGRESS while a line is reserved). One ORDER_LINE_RESERVATION_CHANGE per changed line; a line that already has the reservation changes nothing.
         *
         *     Permissions (any one): SALES_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["reserveOrderLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/{customerUid}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a customer (GDPR right to erasure)
         * @description Erases the personal values of the customer everywhere they are copied: the customer record, its contact links (and the contacts that belong to it alone), the addresses and customer words on its orders and receipts, the recipient and text of its notifications, and the search read model (re-projected from the table). Amounts, VAT, lines, numbers, dates, ledger numbers and settlements stay (bookkeeping). Writes an audit entry and emits CUSTOMER_UPDATE once. Idempotent: a later erase answers 200 with the same audit entry. Afterwards the customer cannot be updated or given contacts (409) and no order can name it (422).
         *
         *     Permissions (any one): CUSTOMER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["eraseCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/customers/{customerUid}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything held about a customer (GDPR)
         * @description One JSON document: the customer with its addresses, consents and contacts, the contact links, the ledger numbers, the orders with their receipts, settlements and deliveries, the loyalty points ledger, and the notifications sent about it (with its uid, or sent to its e-mail or phone numbers naming no customer). `serviceOrders` is listed and empty until service orders exist; `notes` says so. An erased customer exports its erased records and the erase (`erasure`).
         *
         *     The response is **streamed** (chunked, no Content-Length) as the history is read, so it has no size limit of its own. A failure after the status was sent cannot change the status: the connection is closed before the document ends, and the client holds a truncated document that does not parse. A client treats a body that does not parse as a failed export and asks again.
         *
         *     Permissions (any one): CUSTOMER. Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        get: operations["exportCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/shiplabel-delivery-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shipping-label delivery providers
         * @description `local` makes labels itself (SSCC-18, GS1-128, PDF and ZPL); carriers (`bring`) book with the tenant's own credentials.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listShipLabelDeliveryProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/shiplabel-delivery-providers/{deliveryProviderUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shipping-label delivery provider
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getShipLabelDeliveryProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/shiplabel-delivery-providers/{deliveryProviderUid}/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery methods of a provider
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listShipLabelDeliveryMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/deliveries/shiplabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's shipping-label deliveries (key-range paged)
         * @description In creation order, labels included; pass `paging.next` as `after` for the next page.
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        get: operations["listShipLabelDeliveries"];
        put?: never;
        /**
         * Book a shipment of an order and make its labels
         * @description Books the parcels with the provider and returns the shipment with its tracking number and labels: a PDF (base64, one 4 x 6 inch page a parcel) and ZPL II (one format a parcel). The sender is the store's address, the receiver the order's address with the members `receiver` gives. The local provider numbers each parcel with an SSCC-18 printed as a GS1-128 barcode. Stock is not moved (that is a delivery).
         *
         *     Permissions (any one): SALES_ORDER, RETURN_ORDER. Bearer schemes: access, auth, integration.
         */
        post: operations["createShipLabelDelivery"];
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
    "/tenants/{tenantUid}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenant users (paged)
         * @description Sorted by displayName unless `sortBy` says otherwise.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a tenant user
         * @description `userCode` is unique per tenant, compared case-insensitively (409 naming body.userCode). `tenantUserUid` may be chosen by the caller (the uid receipts, settlements, notifications and customers name); a duplicate is a 409.
         *
         *     Tenant access level: ADMIN. Bearer schemes: access, auth, integration.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search tenant users
         * @description Every word of `query` must occur (case- and accent-insensitive) in the display name, user code or e-mail. `storeUid` keeps the users who work in that store, `role` those with that role. Paged like a list.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/users/{tenantUserUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tenant user
         * @description Resolves the tenantUserUid named by a receipt line, a settlement, a notification or a customer accountManager.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getUser"];
        /**
         * Update a tenant user (partial)
         * @description Omitted fields keep their value; `stores` replaces the list. If-Match with the ETag: a stale version is a 412.
         *
         *     Tenant access level: ADMIN. Bearer schemes: access, auth, integration.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a tenant user
         * @description Releases the user code. Receipts, settlements and customers keep the tenantUserUid they hold.
         *
         *     Tenant access level: ADMIN. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/tills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a store's tills
         * @description Sorted by number.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listTills"];
        put?: never;
        /**
         * Create a till of a store
         * @description `number` is unique per store (409 naming body.number). The deprecated printer properties and appSettings are still accepted and stored; the answer then carries a Deprecation header.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a till
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getTill"];
        /**
         * Update a till (partial)
         * @description Omitted fields keep their value. If-Match with the ETag: a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateTill"];
        post?: never;
        /**
         * Delete a till
         * @description A till with an open session is a 409: close it first.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteTill"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a till with its float
         * @description Starts a session with `openingFloat` (cash in the drawer) for `tenantUserUid` (a tenant user; default: the caller) and emits TILL_OPEN. Only one session per till is open: opening an open till is a 409, and of concurrent opens exactly one wins. Settlements that name the till (tillUid) are refused while it is not open.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        post: operations["openTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The till's current session
         * @description While OPEN: the running totals (payments per method, change, movements, expected cash). Once CLOSED: the Z report.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getTillSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The till's closed sessions with their Z reports
         * @description Newest first. Key-paged: pass `paging.next` as `before` for the next page.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["listTillSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit cash to or withdraw cash from the float
         * @description DEPOSIT adds to the drawer (account CASHFLOAT_DEPOSIT); WITHDRAWAL, TO_BANK and EXPENSE_WITHDRAWAL take out of it (CASHFLOAT_WITHDRAWAL, CASHFLOAT_TO_BANK, CASHFLOAT_EXPENSE_WITHDRAWAL). The till must be open (409).
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        post: operations["createTillMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count and close a till
         * @description Takes the counted amount per payment method and answers the closed session with its Z report: per method the payments, expected, counted and difference (counted - expected); for cash, expected = openingFloat + cash settlements - change + deposits - withdrawals. Also VAT per VAT code, receipts completed at the till and the first and last voucher number. Emits TILL_CLOSED. Every settlement committed before the close is counted, none after it. Closing a till that is not open (closing twice) is a 409.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        post: operations["closeTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/printers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a printer of a store
         * @description The store must exist (404 naming body.storeUid). `language` must suit `type`: RECEIPT speaks ESCPOS or PDF, LABEL ZPL or PDF, A4 PDF (422). Paper settings default per type (80 mm roll; 102 x 152 mm label; A4). `connection` tells the store device how to reach the printer; the service never connects to it.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createPrinter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/printers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search printers
         * @description Every filter given must hold: `storeUids`, `types`, `languages`, `connectionTypes` (any of each list), `name` (case-insensitive substring). Sorted by name unless `sortBy` says otherwise. Read-your-writes.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        post: operations["searchPrinters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/printers/{printerUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a printer
         * @description Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getPrinter"];
        /**
         * Update a printer (partial)
         * @description Omitted fields keep their value; a printer stays in its store. A new type takes its own paper defaults unless the request names them. If-Match with the ETag; a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updatePrinter"];
        post?: never;
        /**
         * Delete a printer
         * @description Jobs already queued for it stay in the store queue until printed or expired.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deletePrinter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/printers/{printerUid}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Print a test page
         * @description Renders a test page in the printer's language (ESC/POS bytes, ZPL, or a PDF of the printer's paper) and queues it for the devices of the printer's store, which poll `POST /device/jobs/lease` (the service cannot reach a printer on a store network). The job expires after 24 hours unless printed.
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        post: operations["printTestPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/printers/{printerUid}/jobs/{jobUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a printer's job and its state
         * @description QUEUED, LEASED (a device holds it), PRINTED or FAILED (as the device acknowledged it).
         *
         *     Tenant access level: STORE. Bearer schemes: access, auth, integration.
         */
        get: operations["getPrintJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List devices
         * @description Every device of the tenant, or of the store `storeUid` names, by name. Read-your-writes.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        get: operations["listDevices"];
        put?: never;
        /**
         * Register a device of a store and issue its token
         * @description The store must exist (404 naming body.storeUid). The answer carries the device token (`rcs_dt_...`) once; only its hash is stored. The device presents it as `Authorization: Bearer` to `GET /device` and the `/device/jobs` routes, and to no other route.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["createDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/devices/{deviceUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a device
         * @description Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        get: operations["getDevice"];
        /**
         * Rename a device
         * @description A device stays in its store (register a new one to move it). If-Match with the ETag; a stale version is a 412.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        put: operations["updateDevice"];
        post?: never;
        /**
         * Delete a device and revoke its token
         * @description Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["deleteDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenantUid}/devices/{deviceUid}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new device token
         * @description The new token is shown once; the previous one is refused from now on.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        post: operations["rotateDeviceToken"];
        /**
         * Revoke a device's token
         * @description The device stays registered, without a token, until a new one is issued.
         *
         *     Tenant access level: BACKOFFICE. Bearer schemes: access, auth, integration.
         */
        delete: operations["revokeDeviceToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling device: its store and its printers with their settings
         * @description Bearer schemes: device.
         */
        get: operations["getDeviceSelf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/jobs/lease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the next print jobs of the device's store
         * @description Leases up to `limit` (default 5, at most 20) queued jobs of the store, oldest first, optionally only of `printerUids`, for 60 seconds: no other poll receives them meanwhile. Acknowledge each with `POST /device/jobs/{jobUid}/ack`; a job not acknowledged in time is handed to the next poll. An empty `items` means nothing to print.
         *
         *     Bearer schemes: device.
         */
        post: operations["leaseDeviceJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/jobs/{jobUid}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a print job (printed or failed)
         * @description Only the device holding the lease may acknowledge (409 when another poll took the job since). A finished job is never handed out again; acknowledging it again answers the finished job.
         *
         *     Bearer schemes: device.
         */
        post: operations["ackDeviceJob"];
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
         * @description Entity members: `store`, `order`, `delivery`.
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
         * @description Entity members: `store`, `order`, `delivery`, `orderLine`.
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
         * @description Entity members: `store`, `order`, `orderHandling`.
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
         * @description Entity members: `store`, `till`, `session`, `report`.
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
         * @description Entity members: `store`, `till`, `session`.
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
         * @description Entity members: `warehouse`, `purchaseOrder`.
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
         * @description Entity members: `store`, `order`, `orderLine`.
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
        CreatePurchaseOrder: {
            purchaseOrderUid?: components["schemas"]["__schema163"];
            type?: components["schemas"]["__schema164"];
            purchaseOrderNumber?: components["schemas"]["__schema165"];
            warehouseUid: components["schemas"]["__schema167"];
            sourceWarehouseUid?: components["schemas"]["__schema168"];
            supplierUid?: components["schemas"]["__schema169"];
            supplierOrderReference?: components["schemas"]["__schema170"];
            externalId?: components["schemas"]["__schema172"];
            note?: components["schemas"]["__schema174"];
            expectedDeliveryDate?: components["schemas"]["__schema176"];
            allowOverReceipt?: components["schemas"]["__schema178"];
            items?: components["schemas"]["__schema180"];
        };
        /** @description Partial. In DRAFT everything but the type may change; in SENT and PARTLY_RECEIVED only purchaseOrderNumber, supplierOrderReference, externalId, note, expectedDeliveryDate and allowOverReceipt. */
        UpdatePurchaseOrder: {
            purchaseOrderNumber?: components["schemas"]["__schema182"];
            supplierOrderReference?: components["schemas"]["__schema183"];
            externalId?: components["schemas"]["__schema184"];
            note?: components["schemas"]["__schema185"];
            expectedDeliveryDate?: components["schemas"]["__schema186"];
            allowOverReceipt?: components["schemas"]["__schema187"];
            warehouseUid?: components["schemas"]["__schema188"];
            sourceWarehouseUid?: components["schemas"]["__schema189"];
            supplierUid?: components["schemas"]["__schema190"];
            items?: components["schemas"]["__schema191"];
        };
        CreateReceivement: {
            receivementUid?: components["schemas"]["__schema192"];
            supplierOrderReference?: components["schemas"]["__schema193"];
            note?: components["schemas"]["__schema195"];
            items: components["schemas"]["__schema196"];
        };
        /**
         * @example {
         *       "from": "2026-01-01",
         *       "to": "2026-12-31",
         *       "groupBy": "month",
         *       "timezone": "Europe/Oslo",
         *       "storeUids": [
         *         "store-oslo"
         *       ]
         *     }
         */
        OrderReportRequest: {
            from: components["schemas"]["__schema198"];
            to: components["schemas"]["__schema200"];
            storeUids?: components["schemas"]["__schema201"];
            groupBy: components["schemas"]["__schema203"];
            timezone?: components["schemas"]["__schema204"];
        };
        SendNotificationRequest: {
            messageType: components["schemas"]["NotificationMessageType"];
            recipient: components["schemas"]["__schema206"];
            subject?: components["schemas"]["__schema207"];
            message?: components["schemas"]["__schema208"];
            templateType?: components["schemas"]["__schema209"];
            templateData?: components["schemas"]["__schema210"];
            notificationUid?: components["schemas"]["__schema212"];
            customerUid?: components["schemas"]["__schema213"];
            orderUid?: components["schemas"]["__schema214"];
            serviceOrderUid?: components["schemas"]["__schema215"];
            purchaseOrderUid?: components["schemas"]["__schema216"];
            receivementUid?: components["schemas"]["__schema217"];
            supplierUid?: components["schemas"]["__schema218"];
            tenantUserUid?: components["schemas"]["__schema219"];
            serviceEventUid?: components["schemas"]["__schema220"];
        };
        /** @enum {string} */
        NotificationMessageType: "EMAIL" | "SMS";
        /** @enum {string} */
        NotificationTemplateType: "ORDER_CONFIRMATION" | "RECEIPT" | "CUSTOMER_WELCOME" | "GENERIC";
        SearchNotificationsRequest: {
            messageType?: components["schemas"]["__schema221"];
            recipient?: components["schemas"]["__schema222"];
            message?: components["schemas"]["__schema224"];
            state?: components["schemas"]["__schema226"];
            errorText?: components["schemas"]["__schema227"];
            organizationUid?: components["schemas"]["__schema229"];
            storeUid?: components["schemas"]["__schema230"];
            customerUid?: components["schemas"]["__schema231"];
            orderUid?: components["schemas"]["__schema232"];
            serviceOrderUid?: components["schemas"]["__schema233"];
            tenantUserUid?: components["schemas"]["__schema234"];
            supplierUid?: components["schemas"]["__schema235"];
            receivementUid?: components["schemas"]["__schema236"];
            purchaseOrderUid?: components["schemas"]["__schema237"];
            fromDateTime?: components["schemas"]["__schema238"];
            toDateTime?: components["schemas"]["__schema240"];
            query?: components["schemas"]["__schema242"];
        };
        /**
         * @description Lifecycle state; see docs/decisions/notifications.md
         * @enum {string}
         */
        NotificationState: "NOT_STARTED" | "IN_PROGRESS" | "SENT" | "DELIVERED" | "BOUNCED" | "SPAM_COMPLAINT" | "FAILED";
        MailProviderEvent: {
            RecordType: components["schemas"]["__schema244"];
            Details?: components["schemas"]["__schema245"];
            Metadata?: components["schemas"]["__schema246"];
            MessageID?: components["schemas"]["__schema248"];
            MessageId?: components["schemas"]["__schema249"];
            ServerID?: components["schemas"]["__schema250"];
            ServerId?: components["schemas"]["__schema251"];
        } & {
            [key: string]: components["schemas"]["__schema252"];
        };
        CreateOrder: {
            orderUid?: components["schemas"]["__schema253"];
            customerUid?: components["schemas"]["__schema254"];
            organizationUid?: components["schemas"]["__schema255"];
            tenantUserUid?: components["schemas"]["__schema256"];
            sellerDisplayName?: components["schemas"]["__schema257"];
            currency?: components["schemas"]["__schema258"];
            exchangeRate?: components["schemas"]["__schema259"];
            address?: components["schemas"]["__schema261"];
            note?: components["schemas"]["__schema262"];
            externalId?: components["schemas"]["__schema263"];
            items: components["schemas"]["__schema264"];
        };
        /** @enum {string} */
        AllowDelivery: "YES" | "NO" | "NOT_BEFORE_DATE";
        /** @enum {string} */
        SalesReservationType: "NONE" | "WAREHOUSE" | "PURCHASEORDER" | "REQUEST_PURCHASEORDER" | "PURCHASEORDER_CONFIRMED";
        /** @enum {string} */
        OrderLinkType: "CREDIT" | "INSURANCE" | "INSURED" | "COMPENSATION" | "COMPENSATED" | "PACKAGE" | "PACKAGE_COMPONENT" | "SERVICE" | "HAS_SERVICE" | "FREIGHT_SERVICE" | "HAS_FREIGHT_SERVICE" | "AUTO_ADD";
        CreateReceipt: {
            orderReceiptUid?: components["schemas"]["__schema320"];
            orderItemUids?: components["schemas"]["__schema321"];
            note?: components["schemas"]["__schema322"];
            externalVoucherNumber?: components["schemas"]["__schema323"];
            sellerDisplayName?: components["schemas"]["__schema324"];
            settlements?: components["schemas"]["__schema325"];
        };
        CreateSettlement: {
            settlementUid?: components["schemas"]["__schema326"];
            storePaymentMethodUid: components["schemas"]["UID"];
            tenantPaymentMethodUid?: components["schemas"]["__schema327"];
            settlementCode: components["schemas"]["__schema328"];
            settlementName: components["schemas"]["__schema329"];
            amount: components["schemas"]["__schema330"];
            status?: components["schemas"]["__schema331"];
            idMethod?: components["schemas"]["__schema332"];
            externalId?: components["schemas"]["__schema333"];
            externalPaymentReference?: components["schemas"]["__schema334"];
            pspTransactionId?: components["schemas"]["__schema335"];
            parameters?: components["schemas"]["__schema336"];
            displayMessages?: components["schemas"]["__schema338"];
            additionalDetails?: components["schemas"]["__schema340"];
            currency?: components["schemas"]["__schema342"];
            storeSettlementIssuer?: components["schemas"]["__schema343"];
            storeName?: components["schemas"]["__schema344"];
            tenantUserDisplayName?: components["schemas"]["__schema345"];
            tillUid?: components["schemas"]["__schema346"];
            tillName?: components["schemas"]["__schema347"];
            tillNumber?: components["schemas"]["__schema348"];
            receiptText?: components["schemas"]["__schema349"];
            ledgerNumber?: components["schemas"]["__schema350"];
            ledgerType?: components["schemas"]["__schema351"];
            creditCount?: components["schemas"]["__schema352"];
            creditAmount?: components["schemas"]["__schema353"];
            paymentCount?: components["schemas"]["__schema354"];
            paymentAmount?: components["schemas"]["__schema355"];
        };
        /** @enum {string} */
        SettlementIdMethod: "NO_CVM_RULE_PERFORMED" | "SIGNATURE" | "PIN_ONLINE" | "PIN_OFFLINE" | "PIN_ONLINE_AND_SIGNATURE" | "PIN_OFFLINE_AND_SIGNATURE" | "NO_CVM" | "FAILED" | "ON_DEVICE" | "REFUND";
        /** @enum {string} */
        PaymentMethodParameterType: "TEXT" | "INTEGER" | "NUMERIC" | "DATE" | "MOBILE" | "MODULUS10" | "MODULUS11";
        /** @enum {string} */
        LedgerType: "LEDGER" | "GENERAL_LEDGER" | "CUSTOMER_LEDGER";
        TenantOrderReceiptSearch: {
            storeUids?: components["schemas"]["__schema356"];
            organizationUids?: components["schemas"]["__schema357"];
            customerUids?: components["schemas"]["__schema358"];
            tenantUserUids?: components["schemas"]["__schema359"];
            productUids?: components["schemas"]["__schema360"];
            customerQuery?: components["schemas"]["__schema361"];
            settledAtFrom?: components["schemas"]["__schema363"];
            settledAtTo?: components["schemas"]["__schema364"];
            orderNumber?: components["schemas"]["__schema365"];
            voucherNumber?: components["schemas"]["__schema367"];
            voucherNumbers?: components["schemas"]["__schema369"];
            productSkus?: components["schemas"]["__schema371"];
            tenantPaymentMethodUids?: components["schemas"]["__schema373"];
            deliveryStates?: components["schemas"]["__schema374"];
            query?: components["schemas"]["__schema376"];
            amountRange?: components["schemas"]["__schema378"];
            hasUnpaidInvoices?: components["schemas"]["__schema381"];
            settlementExternalPaymentReferences?: components["schemas"]["__schema383"];
            orderStatuses?: components["schemas"]["__schema385"];
            orderStates?: components["schemas"]["__schema387"];
            settleStates?: components["schemas"]["__schema389"];
        };
        UpdateReceipt: {
            note?: components["schemas"]["__schema391"];
            address?: components["schemas"]["__schema392"];
            externalVoucherNumber?: components["schemas"]["__schema393"];
            sellerDisplayName?: components["schemas"]["__schema394"];
            version?: components["schemas"]["__schema395"];
        };
        UpdateSettlement: {
            status: components["schemas"]["SettlementStatus"];
            transactionAmount?: components["schemas"]["__schema397"];
            pspTransactionId?: components["schemas"]["__schema399"];
            externalPaymentReference?: components["schemas"]["__schema400"];
            externalId?: components["schemas"]["__schema401"];
            idMethod?: components["schemas"]["__schema402"];
            receiptText?: components["schemas"]["__schema403"];
            displayMessages?: components["schemas"]["__schema404"];
        };
        /** @enum {string} */
        SettlementStatus: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "PENDING_REFUND" | "FAILED" | "CANCELLED_BY_MERCHANT" | "CANCELLED_BY_USER" | "CANCELLED_FORCE" | "DELETED" | "DENIED" | "REJECTED";
        CreateHandling: {
            handlingUid?: components["schemas"]["__schema405"];
            name: components["schemas"]["__schema406"];
            description?: components["schemas"]["__schema407"];
            actions: components["schemas"]["__schema408"];
        };
        UpdateOrderHandling: {
            handlingUid?: components["schemas"]["__schema410"];
            state?: components["schemas"]["__schema411"];
            comment?: components["schemas"]["__schema412"];
            actions?: components["schemas"]["__schema414"];
        };
        /** @enum {string} */
        OrderHandlingState: "NOT_STARTED" | "IN_PROGRESS" | "ON_HOLD" | "COMPLETE";
        CreateDeliveryBody: {
            deliveryUid?: components["schemas"]["__schema417"];
            state?: components["schemas"]["__schema418"];
            lines: components["schemas"]["__schema420"];
            note?: components["schemas"]["__schema422"];
        };
        UpdateDeliveryBody: {
            state?: components["schemas"]["__schema423"];
            lines?: components["schemas"]["__schema424"];
            note?: components["schemas"]["__schema425"];
        };
        /**
         * @description NEW and STARTED: being picked (the quantities are held for it, stock has not moved); DELIVERED: handed over: goods reserved in a warehouse leave it (a DELIVERY movement, recorded from the stream within seconds), the rest when the line is sold; CANCELLED: never delivered.
         * @enum {string}
         */
        DeliveryRecordState: "NEW" | "STARTED" | "DELIVERED" | "CANCELLED";
        DeliverySearchBody: {
            storeUids?: components["schemas"]["__schema426"];
            orderUids?: components["schemas"]["__schema427"];
            states?: components["schemas"]["__schema428"];
            deliveredFrom?: components["schemas"]["__schema429"];
            deliveredTo?: components["schemas"]["__schema430"];
        };
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
            prePaymentUid?: components["schemas"]["__schema431"];
            amount: components["schemas"]["__schema432"];
            storePaymentMethodUid: components["schemas"]["UID"];
            settlementCode: components["schemas"]["__schema434"];
            settlementName?: components["schemas"]["__schema435"];
            externalPaymentReference?: components["schemas"]["__schema436"];
            note?: components["schemas"]["__schema438"];
        };
        /**
         * @example {
         *       "refundUid": "refund-1",
         *       "amount": 20000
         *     }
         */
        RefundPrePayment: {
            refundUid?: components["schemas"]["__schema439"];
            amount?: components["schemas"]["__schema440"];
            externalPaymentReference?: components["schemas"]["__schema441"];
        };
        ReserveOrderLines: {
            reservations: components["schemas"]["__schema442"];
        };
        CreateShipLabelDelivery: {
            deliveryProviderUid: components["schemas"]["UID"];
            deliveryMethodUid: components["schemas"]["UID"];
            parcels: components["schemas"]["__schema450"];
            orderItemUids?: components["schemas"]["__schema453"];
            receiver?: components["schemas"]["__schema455"];
            reference?: components["schemas"]["__schema456"];
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
            enabled?: components["schemas"]["__schema458"];
            currency: components["schemas"]["__schema459"];
            pointsPerCurrencyUnit: components["schemas"]["__schema460"];
            currencyUnit?: components["schemas"]["__schema461"];
            rounding?: components["schemas"]["__schema463"];
            pointValue?: components["schemas"]["__schema465"];
            expiryDays?: components["schemas"]["__schema467"];
        };
        HttpTransportCreateRequest: {
            name: components["schemas"]["__schema469"];
            url: components["schemas"]["__schema470"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema471"];
            password?: components["schemas"]["__schema472"];
            token?: components["schemas"]["__schema473"];
            headers?: components["schemas"]["__schema474"];
            httpTransportUid?: components["schemas"]["__schema477"];
        };
        /**
         * @description NONE, BASIC (username + password) or BEARER (token)
         * @enum {string}
         */
        SecurityType: "NONE" | "BASIC" | "BEARER";
        HttpHeader: {
            key: components["schemas"]["__schema475"];
            value: components["schemas"]["__schema476"];
        };
        /** @description Secrets sent as "********" keep their stored value */
        HttpTransportUpdateRequest: {
            name: components["schemas"]["__schema469"];
            url: components["schemas"]["__schema470"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema471"];
            password?: components["schemas"]["__schema472"];
            token?: components["schemas"]["__schema473"];
            headers?: components["schemas"]["__schema474"];
        };
        SigningSecretRotateRequest: {
            overlapSeconds?: components["schemas"]["__schema478"];
        };
        WebhookCreateRequest: {
            action: components["schemas"]["WebhookAction"];
            webhookUid?: components["schemas"]["__schema484"];
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
        /**
         * @example {
         *       "tenantUserUid": "u-kari",
         *       "displayName": "Kari Nordmann",
         *       "userCode": "1042",
         *       "email": "kari@example.com",
         *       "mobile": "+4791234567",
         *       "stores": [
         *         "oslo-sentrum"
         *       ],
         *       "role": "STORE"
         *     }
         */
        CreateUser: {
            tenantUserUid?: components["schemas"]["__schema485"];
            displayName: components["schemas"]["__schema486"];
            userCode: components["schemas"]["__schema487"];
            email?: components["schemas"]["__schema488"];
            mobile?: components["schemas"]["__schema490"];
            stores?: components["schemas"]["__schema492"];
            role?: components["schemas"]["__schema494"];
        };
        /** @enum {string} */
        UserRole: "ADMIN" | "BACKOFFICE" | "STORE";
        /**
         * @example {
         *       "stores": [
         *         "oslo-sentrum",
         *         "bergen"
         *       ],
         *       "role": "BACKOFFICE"
         *     }
         */
        UpdateUser: {
            displayName?: components["schemas"]["__schema497"];
            userCode?: components["schemas"]["__schema498"];
            email?: components["schemas"]["__schema499"];
            mobile?: components["schemas"]["__schema500"];
            stores?: components["schemas"]["__schema501"];
            role?: components["schemas"]["__schema502"];
        };
        /**
         * @example {
         *       "tillUid": "till-1",
         *       "name": "Till 1",
         *       "number": 1
         *     }
         */
        CreateTill: {
            tillUid?: components["schemas"]["__schema503"];
            name: components["schemas"]["__schema504"];
            number: components["schemas"]["__schema505"];
            barcodePrinter?: components["schemas"]["__schema506"];
            receiptPrinter?: components["schemas"]["__schema508"];
            regularPrinter?: components["schemas"]["__schema509"];
            appSettings?: components["schemas"]["__schema510"];
        };
        /**
         * @example {
         *       "name": "Till 1 (by the door)"
         *     }
         */
        UpdateTill: {
            name?: components["schemas"]["__schema512"];
            number?: components["schemas"]["__schema513"];
            barcodePrinter?: components["schemas"]["__schema506"];
            receiptPrinter?: components["schemas"]["__schema508"];
            regularPrinter?: components["schemas"]["__schema509"];
            appSettings?: components["schemas"]["__schema510"];
        };
        /**
         * @example {
         *       "openingFloat": 200000,
         *       "tenantUserUid": "u-kari"
         *     }
         */
        OpenTill: {
            openingFloat: components["schemas"]["__schema514"];
            tenantUserUid?: components["schemas"]["__schema516"];
        };
        /**
         * @example {
         *       "type": "TO_BANK",
         *       "amount": 150000,
         *       "note": "Midday bank drop"
         *     }
         */
        TillMovement: {
            movementUid?: components["schemas"]["__schema517"];
            type: components["schemas"]["__schema518"];
            amount: components["schemas"]["__schema519"];
            note?: components["schemas"]["__schema520"];
            tenantUserUid?: components["schemas"]["__schema521"];
        };
        /**
         * @example {
         *       "counted": [
         *         {
         *           "settlementCode": "CASH",
         *           "amount": 254000
         *         },
         *         {
         *           "settlementCode": "CARD",
         *           "amount": 129900
         *         }
         *       ]
         *     }
         */
        CloseTill: {
            counted: components["schemas"]["__schema522"];
            tenantUserUid?: components["schemas"]["__schema524"];
            note?: components["schemas"]["__schema525"];
        };
        /**
         * @example {
         *       "printerUid": "oslo-till-1-receipt",
         *       "storeUid": "oslo-sentrum",
         *       "name": "Till 1 receipt printer",
         *       "type": "RECEIPT",
         *       "language": "ESCPOS",
         *       "connection": {
         *         "type": "NETWORK",
         *         "address": "192.168.10.31",
         *         "port": 9100
         *       },
         *       "paperWidthMm": 80
         *     }
         */
        CreatePrinter: {
            printerUid?: components["schemas"]["__schema526"];
            storeUid: components["schemas"]["UID"];
            name: components["schemas"]["__schema527"];
            type: components["schemas"]["__schema528"];
            language: components["schemas"]["__schema529"];
            connection: components["schemas"]["PrinterConnection"];
            paperWidthMm?: components["schemas"]["__schema533"];
            labelHeightMm?: components["schemas"]["__schema534"];
            dpi?: components["schemas"]["__schema535"];
        };
        /** @description How the store device reaches the printer; the service itself never connects to it. */
        PrinterConnection: {
            type: components["schemas"]["__schema530"];
            address?: components["schemas"]["__schema531"];
            port?: components["schemas"]["__schema532"];
        };
        /**
         * @example {
         *       "storeUids": [
         *         "oslo-sentrum"
         *       ],
         *       "types": [
         *         "RECEIPT"
         *       ],
         *       "name": "till",
         *       "pageSize": 50
         *     }
         */
        SearchPrinters: {
            storeUids?: components["schemas"]["__schema539"];
            types?: components["schemas"]["__schema540"];
            languages?: components["schemas"]["__schema541"];
            connectionTypes?: components["schemas"]["__schema542"];
            name?: components["schemas"]["__schema543"];
            pageNumber?: components["schemas"]["__schema544"];
            pageSize?: components["schemas"]["__schema545"];
            sortBy?: components["schemas"]["__schema546"];
            sortDirection?: components["schemas"]["__schema547"];
        };
        /**
         * @example {
         *       "name": "Till 1 receipt printer (new)",
         *       "paperWidthMm": 58
         *     }
         */
        UpdatePrinter: {
            name?: components["schemas"]["__schema548"];
            type?: components["schemas"]["__schema549"];
            language?: components["schemas"]["__schema550"];
            connection?: components["schemas"]["__schema551"];
            paperWidthMm?: components["schemas"]["__schema533"];
            labelHeightMm?: components["schemas"]["__schema534"];
            dpi?: components["schemas"]["__schema535"];
        };
        /**
         * @example {
         *       "deviceUid": "oslo-till-1",
         *       "storeUid": "oslo-sentrum",
         *       "name": "Till 1"
         *     }
         */
        CreateDevice: {
            deviceUid?: components["schemas"]["__schema552"];
            storeUid: components["schemas"]["UID"];
            name: components["schemas"]["__schema553"];
        };
        /**
         * @example {
         *       "name": "Till 1 (front)"
         *     }
         */
        UpdateDevice: {
            name?: components["schemas"]["__schema554"];
        };
        /**
         * @example {
         *       "printerUids": [
         *         "oslo-till-1-receipt"
         *       ],
         *       "limit": 5
         *     }
         */
        LeaseJobs: {
            printerUids?: components["schemas"]["__schema555"];
            limit?: components["schemas"]["__schema556"];
        };
        /**
         * @example {
         *       "outcome": "PRINTED"
         *     }
         */
        AckPrintJob: {
            outcome: components["schemas"]["__schema557"];
            message?: components["schemas"]["__schema558"];
        };
        ProductCreateEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema560"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            product: components["schemas"]["__schema564"];
        };
        /** @description A test delivery (`POST .../webhooks/{webhookUid}/test`): the envelope with the webhook's action and `"test": true`, without entity members. */
        WebhookTestEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema565"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            test: components["schemas"]["__schema566"];
        };
        ProductUpdateEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema567"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            product: components["schemas"]["__schema564"];
            changedFields: components["schemas"]["__schema568"];
        };
        ProductDeleteEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema569"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            product: components["schemas"]["__schema564"];
        };
        CustomerCreateEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema570"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            customer: components["schemas"]["__schema571"];
        };
        CustomerUpdateEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema572"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            customer: components["schemas"]["__schema571"];
            contact?: components["schemas"]["__schema573"];
        };
        CustomerDeleteEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema574"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            customer: components["schemas"]["__schema571"];
        };
        OrderSettledEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema575"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema576"];
            order: components["schemas"]["__schema577"];
        };
        OrderStateChangeEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema578"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema579"];
            order: components["schemas"]["__schema580"];
        };
        OrderReceiptSettledEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema582"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema583"];
            order: components["schemas"]["__schema584"];
            receipt: components["schemas"]["__schema585"];
        };
        OrderDeliveredEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema586"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema587"];
            order: components["schemas"]["__schema588"];
            delivery: components["schemas"]["__schema589"];
        };
        OrderLineDeliveredEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema590"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema587"];
            order: components["schemas"]["__schema591"];
            delivery: components["schemas"]["__schema589"];
            orderLine: components["schemas"]["__schema592"];
        };
        OrderHandlingStateChangedEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema593"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema594"];
            order: components["schemas"]["__schema595"];
            orderHandling: components["schemas"]["__schema596"];
        };
        TillClosedEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema598"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema599"];
            till: components["schemas"]["__schema600"];
            session: components["schemas"]["__schema601"];
            report: components["schemas"]["__schema603"];
        };
        TillOpenEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema604"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema599"];
            till: components["schemas"]["__schema600"];
            session: components["schemas"]["__schema605"];
        };
        PriceCreateEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema606"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            pricelist: components["schemas"]["__schema607"];
            product: components["schemas"]["__schema608"];
            price: components["schemas"]["__schema609"];
        };
        PriceUpdateEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema610"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            pricelist: components["schemas"]["__schema607"];
            product: components["schemas"]["__schema608"];
            price: components["schemas"]["__schema609"];
            previous: components["schemas"]["__schema609"];
        };
        PriceDeleteEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema611"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            pricelist: components["schemas"]["__schema607"];
            product: components["schemas"]["__schema608"];
            price: components["schemas"]["__schema609"];
        };
        StockChangeEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema612"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            warehouse: components["schemas"]["__schema613"];
            product: components["schemas"]["__schema614"];
            quantityChange: components["schemas"]["__schema615"];
            quantityAfter: components["schemas"]["__schema616"];
        };
        ProductMediaChangeEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema617"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            product: components["schemas"]["__schema564"];
            media: components["schemas"]["__schema618"];
            coverImage: components["schemas"]["__schema619"];
        };
        PurchaseReceivedEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema620"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            warehouse: components["schemas"]["__schema621"];
            purchaseOrder: components["schemas"]["__schema622"];
        };
        OrderLineReservationChangeEvent: {
            id: components["schemas"]["__schema559"];
            action: components["schemas"]["__schema623"];
            occurredAt: components["schemas"]["__schema561"];
            attempt: components["schemas"]["__schema562"];
            tenant: components["schemas"]["__schema563"];
            store: components["schemas"]["__schema624"];
            order: components["schemas"]["__schema625"];
            orderLine: components["schemas"]["__schema626"];
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
        /** @description Chosen by the caller, or generated */
        __schema163: components["schemas"]["UID"];
        /**
         * @default PURCHASE_ORDER
         * @enum {string}
         */
        __schema164: "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER";
        /** @description Defaults to the purchaseOrderUid */
        __schema165: components["schemas"]["__schema166"];
        __schema166: string;
        /** @description The warehouse the goods arrive at */
        __schema167: components["schemas"]["UID"];
        /** @description INTERNAL_PURCHASE_ORDER only (required there): where the goods leave from */
        __schema168: components["schemas"]["UID"];
        /** @description PURCHASE_ORDER only (required there): a free reference to the supplier */
        __schema169: components["schemas"]["UID"];
        /** @default  */
        __schema170: components["schemas"]["__schema171"];
        __schema171: string;
        /** @default  */
        __schema172: components["schemas"]["__schema173"];
        __schema173: string;
        /** @default  */
        __schema174: components["schemas"]["__schema175"];
        __schema175: string;
        /** @default null */
        __schema176: components["schemas"]["__schema177"];
        __schema177: components["schemas"]["DateTime"] | null;
        /** @default false */
        __schema178: components["schemas"]["__schema179"];
        /** @description Whether a receivement may take a line above its quantity ordered */
        __schema179: boolean;
        /** @default [] */
        __schema180: components["schemas"]["__schema181"][];
        __schema181: {
            /** @description Chosen by the caller, or generated */
            purchaseOrderItemUid?: components["schemas"]["UID"];
            /** @description A product of the catalogue */
            productUid: components["schemas"]["UID"];
            /** @description Spec 8: never negative; a line orders at least 1 */
            quantityOrdered: number;
        };
        __schema182: components["schemas"]["__schema166"];
        __schema183: components["schemas"]["__schema171"];
        __schema184: components["schemas"]["__schema173"];
        __schema185: components["schemas"]["__schema175"];
        __schema186: components["schemas"]["__schema177"];
        __schema187: components["schemas"]["__schema179"];
        __schema188: components["schemas"]["UID"];
        __schema189: components["schemas"]["UID"];
        __schema190: components["schemas"]["UID"];
        /** @description Replaces the items; an item keeps its uid when given */
        __schema191: components["schemas"]["__schema181"][];
        /** @description Chosen by the caller (a retried receivement with the same uid is refused, not received twice), or generated */
        __schema192: components["schemas"]["UID"];
        /**
         * @description The supplier's delivery note
         * @default
         */
        __schema193: components["schemas"]["__schema194"];
        __schema194: string;
        /** @default  */
        __schema195: string;
        __schema196: components["schemas"]["__schema197"][];
        __schema197: {
            purchaseOrderItemUid: components["schemas"]["UID"];
            /** @description How many arrived */
            quantity: number;
        };
        /** @description First day of the period (inclusive), in `timezone` */
        __schema198: components["schemas"]["__schema199"];
        /**
         * Format: date
         * @description A calendar date (YYYY-MM-DD) in `timezone`
         */
        __schema199: string;
        /** @description Last day of the period (inclusive), in `timezone`; at most 731 days after `from` */
        __schema200: components["schemas"]["__schema199"];
        /** @description Only orders of these stores */
        __schema201: components["schemas"]["__schema202"];
        __schema202: components["schemas"]["UID"][];
        /**
         * @description day, week (ISO weeks, keyed by their Monday) or month of the order in `timezone`; the store; the product group of a line (the product's group in the catalogue now, "" for none); the seller of a line (its tenantUserUid)
         * @enum {string}
         */
        __schema203: "day" | "week" | "month" | "store" | "productGroup" | "tenantUser";
        /**
         * @description IANA time zone of the days, weeks and months and of `from`/`to` (default UTC)
         * @default UTC
         */
        __schema204: components["schemas"]["__schema205"];
        __schema205: string;
        __schema206: string;
        /** @description E-mail subject (EMAIL only) */
        __schema207: string;
        __schema208: string;
        __schema209: components["schemas"]["NotificationTemplateType"];
        __schema210: components["schemas"]["__schema211"][];
        __schema211: {
            key: string;
            value: string;
        };
        __schema212: components["schemas"]["UID"];
        __schema213: components["schemas"]["UID"];
        __schema214: components["schemas"]["UID"];
        __schema215: components["schemas"]["UID"];
        __schema216: components["schemas"]["UID"];
        __schema217: components["schemas"]["UID"];
        __schema218: components["schemas"]["UID"];
        __schema219: components["schemas"]["UID"];
        __schema220: components["schemas"]["UID"];
        __schema221: components["schemas"]["NotificationMessageType"];
        /** @description Exact recipient (phone numbers in any format) */
        __schema222: components["schemas"]["__schema223"];
        __schema223: string;
        /** @description Text contained in the message (any case) */
        __schema224: components["schemas"]["__schema225"];
        __schema225: string;
        __schema226: components["schemas"]["NotificationState"];
        /** @description Text contained in errorText (any case) */
        __schema227: components["schemas"]["__schema228"];
        __schema228: string;
        __schema229: components["schemas"]["UID"];
        __schema230: components["schemas"]["UID"];
        __schema231: components["schemas"]["UID"];
        __schema232: components["schemas"]["UID"];
        __schema233: components["schemas"]["UID"];
        __schema234: components["schemas"]["UID"];
        __schema235: components["schemas"]["UID"];
        __schema236: components["schemas"]["UID"];
        __schema237: components["schemas"]["UID"];
        /** @description Created at or after (inclusive) */
        __schema238: components["schemas"]["__schema239"];
        __schema239: components["schemas"]["DateTime"];
        /** @description Created at or before (inclusive) */
        __schema240: components["schemas"]["__schema241"];
        __schema241: components["schemas"]["DateTime"];
        /** @description Words that must all occur (any case) in the message, subject or recipient */
        __schema242: components["schemas"]["__schema243"];
        __schema243: string;
        /** @description One of Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange */
        __schema244: string;
        __schema245: string | null;
        /** @description Carries tenantUid and notificationUid of the notification */
        __schema246: components["schemas"]["__schema247"];
        __schema247: {
            [key: string]: string;
        } | null;
        __schema248: string | null;
        __schema249: string | null;
        __schema250: (number | string) | null;
        __schema251: (number | string) | null;
        __schema252: unknown;
        __schema253: components["schemas"]["UID"];
        __schema254: components["schemas"]["OptionalUID"];
        __schema255: components["schemas"]["OptionalUID"];
        __schema256: components["schemas"]["UID"];
        /** @default  */
        __schema257: string;
        /** @default NOK */
        __schema258: components["schemas"]["__schema131"];
        /**
         * @description Scaled by 10^6
         * @default 1000000
         */
        __schema259: components["schemas"]["__schema260"];
        __schema260: number;
        /** @default {} */
        __schema261: components["schemas"]["__schema134"];
        /** @default  */
        __schema262: string;
        /** @default  */
        __schema263: string;
        __schema264: components["schemas"]["__schema265"][];
        __schema265: {
            orderItemUid?: components["schemas"]["__schema266"];
            productUid: components["schemas"]["UID"];
            sku?: components["schemas"]["__schema267"];
            name?: components["schemas"]["__schema269"];
            productType?: components["schemas"]["__schema271"];
            quantityOrdered: components["schemas"]["__schema272"];
            itemPrice?: components["schemas"]["__schema273"];
            originalItemPrice?: components["schemas"]["__schema275"];
            itemCost?: components["schemas"]["__schema276"];
            itemDiscountAmount?: components["schemas"]["__schema278"];
            vatCodeUid?: components["schemas"]["__schema280"];
            vatRate?: components["schemas"]["__schema281"];
            gtins?: components["schemas"]["__schema283"];
            properties?: components["schemas"]["__schema285"];
            productProperties?: components["schemas"]["__schema287"];
            coverImage?: components["schemas"]["__schema293"];
            note?: components["schemas"]["__schema294"];
            serialnumber?: components["schemas"]["__schema295"];
            externalId?: components["schemas"]["__schema296"];
            discountReasonCode?: components["schemas"]["__schema297"];
            returnReasonCode?: components["schemas"]["__schema298"];
            compensationReasonCode?: components["schemas"]["__schema299"];
            internalInfo?: components["schemas"]["__schema300"];
            ledgerNumber?: components["schemas"]["__schema301"];
            warehouseUid?: components["schemas"]["__schema302"];
            warehouseName?: components["schemas"]["__schema303"];
            deliveryUid?: components["schemas"]["__schema304"];
            tenantUserUid?: components["schemas"]["__schema305"];
            tenantUserDisplayName?: components["schemas"]["__schema306"];
            quantityDelivered?: components["schemas"]["__schema307"];
            quantityReserved?: components["schemas"]["__schema308"];
            quantityCredited?: components["schemas"]["__schema309"];
            sortOrder?: components["schemas"]["__schema310"];
            allowDelivery?: components["schemas"]["__schema311"];
            allowDeliveryFromDate?: components["schemas"]["__schema312"];
            reservationType?: components["schemas"]["__schema313"];
            reservationDetails?: components["schemas"]["__schema314"];
            allowedActions?: components["schemas"]["__schema315"];
            orderLinks?: components["schemas"]["__schema317"];
            parentOrderItemUid?: components["schemas"]["__schema319"];
        };
        __schema266: components["schemas"]["UID"];
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema267: components["schemas"]["__schema268"];
        __schema268: string;
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema269: components["schemas"]["__schema270"];
        __schema270: string;
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. STOCK when neither gives it. */
        __schema271: components["schemas"]["ProductType"];
        __schema272: number;
        /** @description Unit price including VAT, before the line discount (minor units). Taken from the catalogue when omitted and productUid names a product; required otherwise. (the effective price: customer's pricelist, store's pricelist, product default). */
        __schema273: components["schemas"]["__schema274"];
        __schema274: number;
        /** @description List price per unit; defaults to itemPrice */
        __schema275: components["schemas"]["__schema274"];
        /**
         * @description Unit cost excluding VAT
         * @default 0
         */
        __schema276: components["schemas"]["__schema277"];
        __schema277: components["schemas"]["__schema274"];
        /**
         * @description Discount per unit, including VAT
         * @default 0
         */
        __schema278: components["schemas"]["__schema279"];
        __schema279: components["schemas"]["__schema274"];
        /** @description Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema280: components["schemas"]["UID"];
        /** @description VAT rate in basis points: 2500 = 25 %. Taken from the catalogue when omitted and productUid names a product; required otherwise. */
        __schema281: components["schemas"]["__schema282"];
        __schema282: number;
        /** @default [] */
        __schema283: components["schemas"]["__schema284"][];
        __schema284: {
            gtin: string;
            primary: boolean;
            type: string;
        };
        /** @default [] */
        __schema285: components["schemas"]["__schema286"][];
        __schema286: {
            uid: components["schemas"]["UID"];
            key: string;
            value: string;
        };
        /** @default [] */
        __schema287: components["schemas"]["__schema288"][];
        __schema288: {
            productPropertyUid: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            propertyOptionUid: components["schemas"]["UID"];
            propertyName: components["schemas"]["__schema289"];
            propertyOptionName: components["schemas"]["__schema290"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema291"];
            propertyText?: components["schemas"]["__schema292"];
        };
        __schema289: string;
        __schema290: string;
        __schema291: boolean;
        __schema292: string;
        __schema293: {
            productMediaUid: components["schemas"]["UID"];
            mainUrl: string;
            thumbnailUrl: string;
        };
        /** @default  */
        __schema294: string;
        /** @default  */
        __schema295: string;
        /** @default  */
        __schema296: string;
        /** @default  */
        __schema297: string;
        /** @default  */
        __schema298: string;
        /** @default  */
        __schema299: string;
        /** @default  */
        __schema300: string;
        /** @default  */
        __schema301: string;
        /** @default  */
        __schema302: components["schemas"]["OptionalUID"];
        /** @default  */
        __schema303: string;
        /** @default  */
        __schema304: components["schemas"]["OptionalUID"];
        __schema305: components["schemas"]["UID"];
        /** @default  */
        __schema306: string;
        /** @default 0 */
        __schema307: number;
        /** @default 0 */
        __schema308: number;
        /** @default 0 */
        __schema309: number;
        __schema310: number;
        /** @default YES */
        __schema311: components["schemas"]["AllowDelivery"];
        /** @default null */
        __schema312: components["schemas"]["DateTime"] | null;
        /** @default NONE */
        __schema313: components["schemas"]["SalesReservationType"];
        /** @default {} */
        __schema314: {
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
        __schema315: components["schemas"]["__schema316"];
        __schema316: components["schemas"]["AllowedAction"][];
        __schema317: components["schemas"]["__schema318"][];
        __schema318: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            orderNumber: string;
            type: components["schemas"]["OrderLinkType"];
        };
        /** @description Makes the line an add-on (warranty, gift wrap, insurance) of the line with this orderItemUid in the same order, whose product must allow ADDON. Kept as orderLinks: SERVICE (INSURANCE) on the add-on, HAS_SERVICE (INSURED) on the parent. */
        __schema319: components["schemas"]["UID"];
        __schema320: components["schemas"]["UID"];
        __schema321: components["schemas"]["UID"][];
        /** @default  */
        __schema322: string;
        /** @default  */
        __schema323: string;
        __schema324: string;
        /** @default [] */
        __schema325: components["schemas"]["CreateSettlement"][];
        __schema326: components["schemas"]["UID"];
        /** @description The tenant-level payment method; search filter */
        __schema327: components["schemas"]["UID"];
        /** @description 'CASH' (any case) marks a cash payment */
        __schema328: string;
        __schema329: string;
        __schema330: number;
        /**
         * @default NEW
         * @enum {string}
         */
        __schema331: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED";
        /** @default NO_CVM_RULE_PERFORMED */
        __schema332: components["schemas"]["SettlementIdMethod"];
        /** @default  */
        __schema333: string;
        /** @default  */
        __schema334: string;
        __schema335: string;
        /** @default [] */
        __schema336: components["schemas"]["__schema337"][];
        __schema337: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        };
        /** @default [] */
        __schema338: components["schemas"]["__schema339"][];
        __schema339: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        };
        /** @default [] */
        __schema340: components["schemas"]["__schema341"][];
        __schema341: {
            key: string;
            value: string;
        };
        __schema342: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema343: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        /** @default  */
        __schema344: string;
        /** @default  */
        __schema345: string;
        __schema346: components["schemas"]["OptionalUID"];
        __schema347: string;
        __schema348: number;
        /** @default  */
        __schema349: string;
        __schema350: string;
        __schema351: components["schemas"]["LedgerType"];
        /** @default 0 */
        __schema352: number;
        /** @default 0 */
        __schema353: number;
        /** @default 0 */
        __schema354: number;
        /** @default 0 */
        __schema355: number;
        __schema356: components["schemas"]["UID"][];
        __schema357: components["schemas"]["UID"][];
        __schema358: components["schemas"]["UID"][];
        __schema359: components["schemas"]["UID"][];
        __schema360: components["schemas"]["UID"][];
        /** @description Fuzzy: customer first name, last name, phone or e-mail */
        __schema361: components["schemas"]["__schema362"];
        __schema362: string;
        __schema363: components["schemas"]["DateTime"];
        __schema364: components["schemas"]["DateTime"];
        /** @description Exact order number */
        __schema365: components["schemas"]["__schema366"];
        __schema366: string;
        /**
         * @deprecated
         * @description Deprecated: use voucherNumbers
         */
        __schema367: components["schemas"]["__schema368"];
        __schema368: string;
        __schema369: components["schemas"]["__schema370"][];
        __schema370: string;
        __schema371: components["schemas"]["__schema372"][];
        __schema372: string;
        __schema373: components["schemas"]["UID"][];
        __schema374: components["schemas"]["__schema375"][];
        /** @enum {string} */
        __schema375: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @description General fuzzy search */
        __schema376: components["schemas"]["__schema377"];
        __schema377: string;
        __schema378: {
            from: components["schemas"]["__schema379"];
            to: components["schemas"]["__schema380"];
        };
        __schema379: number;
        __schema380: number;
        /** @description true: only receipts or invoices not fully paid */
        __schema381: components["schemas"]["__schema382"];
        __schema382: boolean;
        __schema383: components["schemas"]["__schema384"][];
        __schema384: string;
        __schema385: components["schemas"]["__schema386"][];
        /** @enum {string} */
        __schema386: "OPEN" | "SETTLED";
        __schema387: components["schemas"]["__schema388"][];
        /** @enum {string} */
        __schema388: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema389: components["schemas"]["__schema390"][];
        /** @enum {string} */
        __schema390: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema391: string;
        __schema392: components["schemas"]["__schema134"];
        __schema393: string;
        __schema394: string;
        /** @description Alternative to If-Match: the version last read */
        __schema395: components["schemas"]["__schema396"];
        __schema396: number;
        /** @description Magnitude of a partial capture or refund; default: everything capturable/refundable */
        __schema397: components["schemas"]["__schema398"];
        __schema398: number;
        __schema399: string;
        __schema400: string;
        __schema401: string;
        __schema402: components["schemas"]["SettlementIdMethod"];
        __schema403: string;
        __schema404: components["schemas"]["__schema339"][];
        __schema405: components["schemas"]["UID"];
        __schema406: string;
        /** @default  */
        __schema407: string;
        __schema408: components["schemas"]["__schema409"][];
        __schema409: {
            handlingActionUid: components["schemas"]["UID"];
            name: string;
        };
        /** @description Required when the order has no handling yet; changes only while NOT_STARTED */
        __schema410: components["schemas"]["UID"];
        /** @description The state to move to (see the transition table) */
        __schema411: components["schemas"]["OrderHandlingState"];
        /** @description Why the state changes (kept with the handling, sent in the webhook) */
        __schema412: components["schemas"]["__schema413"];
        __schema413: string;
        /**
         * @description Actions to record on order lines
         * @default []
         */
        __schema414: components["schemas"]["__schema415"];
        __schema415: components["schemas"]["__schema416"][];
        __schema416: {
            orderItemUid: components["schemas"]["UID"];
            handlingActionUid: components["schemas"]["UID"];
            /** @default  */
            comment: string;
        };
        __schema417: components["schemas"]["UID"];
        /**
         * @description DELIVERED (the default) hands the goods over now; NEW or STARTED opens a delivery being picked
         * @default DELIVERED
         */
        __schema418: components["schemas"]["__schema419"];
        /** @enum {string} */
        __schema419: "NEW" | "STARTED" | "DELIVERED";
        __schema420: components["schemas"]["__schema421"][];
        __schema421: {
            orderItemUid: components["schemas"]["UID"];
            quantity: number;
        };
        /** @default  */
        __schema422: string;
        __schema423: components["schemas"]["DeliveryRecordState"];
        /** @description The lines, replaced as a whole (NEW and STARTED only) */
        __schema424: components["schemas"]["__schema420"];
        __schema425: string;
        __schema426: components["schemas"]["UID"][];
        __schema427: components["schemas"]["UID"][];
        __schema428: components["schemas"]["DeliveryRecordState"][];
        __schema429: components["schemas"]["DateTime"];
        __schema430: components["schemas"]["DateTime"];
        /** @description Repeating a create with the same uid (and the same content) answers it again */
        __schema431: components["schemas"]["UID"];
        /** @description Minor units of the order currency */
        __schema432: components["schemas"]["__schema433"];
        __schema433: number;
        /** @description The payment method the deposit was taken with, e.g. CARD */
        __schema434: string;
        /** @default  */
        __schema435: string;
        /**
         * @description The PSP reference; a repeat with the same reference (and content) answers the first pre-payment
         * @default
         */
        __schema436: components["schemas"]["__schema437"];
        __schema437: string;
        /** @default  */
        __schema438: string;
        /** @description Repeating a refund with the same uid answers it again */
        __schema439: components["schemas"]["UID"];
        /** @description Default: all of the pre-payment that is still unused */
        __schema440: components["schemas"]["__schema433"];
        /** @default  */
        __schema441: string;
        __schema442: components["schemas"]["__schema443"][];
        __schema443: {
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            reservationType: components["schemas"]["__schema444"];
            warehouseUid?: components["schemas"]["__schema445"];
            purchaseOrderUid?: components["schemas"]["__schema446"];
            purchaseOrderItemUid?: components["schemas"]["__schema447"];
            purchaseOrderNumber?: components["schemas"]["__schema448"];
        };
        /**
         * @description NONE releases the line
         * @enum {string}
         */
        __schema444: "NONE" | "WAREHOUSE" | "PURCHASEORDER";
        /** @description WAREHOUSE: the warehouse that holds the stock */
        __schema445: components["schemas"]["UID"];
        /** @description PURCHASEORDER: the purchase order */
        __schema446: components["schemas"]["UID"];
        /** @description PURCHASEORDER: its line */
        __schema447: components["schemas"]["UID"];
        /** @description PURCHASEORDER: ignored when the purchase order has its number (it always has) */
        __schema448: components["schemas"]["__schema449"];
        __schema449: string;
        __schema450: components["schemas"]["__schema451"][];
        __schema451: {
            /** @description Gross weight of the parcel in grams */
            weightGrams: number;
            lengthCm?: components["schemas"]["__schema452"];
            widthCm?: components["schemas"]["__schema452"];
            heightCm?: components["schemas"]["__schema452"];
        };
        /** @default 0 */
        __schema452: number;
        /**
         * @description Lines of the order in this shipment; empty for the whole order
         * @default []
         */
        __schema453: components["schemas"]["__schema454"];
        __schema454: components["schemas"]["UID"][];
        /** @description Overrides members of the order's delivery address (the order's address is the default) */
        __schema455: components["schemas"]["__schema134"];
        /**
         * @description Printed on the label (the customer reference)
         * @default
         */
        __schema456: components["schemas"]["__schema457"];
        __schema457: string;
        /** @default true */
        __schema458: boolean;
        /** @description Orders in another currency earn nothing and cannot spend points */
        __schema459: components["schemas"]["__schema131"];
        /** @description Points earned per currency unit paid */
        __schema460: number;
        /**
         * @description Minor units of one currency unit (100: 1 NOK)
         * @default 100
         */
        __schema461: components["schemas"]["__schema462"];
        __schema462: number;
        /**
         * @description How fractional points of an order are rounded
         * @default FLOOR
         */
        __schema463: components["schemas"]["__schema464"];
        /** @enum {string} */
        __schema464: "FLOOR" | "HALF_UP" | "CEIL";
        /**
         * @description Minor units one point pays
         * @default 1
         */
        __schema465: components["schemas"]["__schema466"];
        __schema466: number;
        /**
         * @description Days earned points live; 0 = they never expire
         * @default 365
         */
        __schema467: components["schemas"]["__schema468"];
        __schema468: number;
        __schema469: string;
        /** @description Absolute https URL (http only on the local stack) */
        __schema470: string;
        __schema471: string;
        __schema472: string;
        __schema473: string;
        __schema474: components["schemas"]["HttpHeader"][];
        __schema475: string;
        __schema476: string;
        __schema477: components["schemas"]["UID"];
        /** @description How long the previous secret keeps signing (default 86400, at most 7 days) */
        __schema478: components["schemas"]["__schema479"];
        __schema479: number;
        __schema480: number;
        __schema481: number;
        /** @enum {string} */
        __schema482: "webhookUid" | "action" | "createdAt" | "lastModifiedAt";
        __schema483: components["schemas"]["SortDirection"];
        __schema484: components["schemas"]["UID"];
        __schema485: components["schemas"]["UID"];
        __schema486: string;
        __schema487: string & (unknown & unknown);
        /** @default  */
        __schema488: components["schemas"]["__schema489"];
        __schema489: string;
        /** @default  */
        __schema490: components["schemas"]["__schema491"];
        __schema491: string;
        /** @default [] */
        __schema492: components["schemas"]["__schema493"];
        /** @description The stores the user works in (storeUid) */
        __schema493: components["schemas"]["UID"][];
        /** @default STORE */
        __schema494: components["schemas"]["UserRole"];
        __schema495: string;
        __schema496: components["schemas"]["UID"];
        __schema497: components["schemas"]["__schema486"];
        __schema498: components["schemas"]["__schema487"];
        __schema499: components["schemas"]["__schema489"];
        __schema500: components["schemas"]["__schema491"];
        __schema501: components["schemas"]["__schema493"];
        __schema502: components["schemas"]["UserRole"];
        __schema503: components["schemas"]["UID"];
        __schema504: string;
        /** @description Unique per store (a second till with it is a 409) */
        __schema505: number;
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): configure printers on the device instead
         */
        __schema506: components["schemas"]["__schema507"];
        __schema507: string;
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): configure printers on the device instead
         */
        __schema508: components["schemas"]["__schema507"];
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): configure printers on the device instead
         */
        __schema509: components["schemas"]["__schema507"];
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): free-form settings of the POS app
         */
        __schema510: components["schemas"]["__schema511"];
        __schema511: {
            [key: string]: unknown;
        };
        __schema512: components["schemas"]["__schema504"];
        __schema513: components["schemas"]["__schema505"];
        /** @description Cash in the drawer when the till opens */
        __schema514: components["schemas"]["__schema515"];
        __schema515: number;
        /** @description The user who opens the till (a tenant user); default: the caller */
        __schema516: components["schemas"]["UID"];
        __schema517: components["schemas"]["UID"];
        /** @enum {string} */
        __schema518: "DEPOSIT" | "WITHDRAWAL" | "TO_BANK" | "EXPENSE_WITHDRAWAL";
        __schema519: components["schemas"]["__schema515"];
        /** @default  */
        __schema520: string;
        __schema521: components["schemas"]["UID"];
        /** @description What was counted per payment method (settlementCode, e.g. CASH, CARD); a method not listed counts 0 */
        __schema522: components["schemas"]["__schema523"][];
        __schema523: {
            settlementCode: string;
            amount: number;
        };
        /** @description The user who counts and closes; default: the caller */
        __schema524: components["schemas"]["UID"];
        /** @default  */
        __schema525: string;
        __schema526: components["schemas"]["UID"];
        __schema527: string;
        /** @enum {string} */
        __schema528: "RECEIPT" | "LABEL" | "A4";
        /** @enum {string} */
        __schema529: "ESCPOS" | "ZPL" | "PDF";
        /** @enum {string} */
        __schema530: "NETWORK" | "USB" | "BLUETOOTH" | "SERIAL";
        __schema531: string;
        __schema532: number;
        /** @description Printable paper width in millimetres */
        __schema533: number;
        /** @description Label height in millimetres (LABEL) */
        __schema534: number;
        /** @description Print resolution */
        __schema535: components["schemas"]["__schema536"] | components["schemas"]["__schema537"] | components["schemas"]["__schema538"];
        /** @constant */
        __schema536: 203;
        /** @constant */
        __schema537: 300;
        /** @constant */
        __schema538: 600;
        __schema539: components["schemas"]["UID"][];
        __schema540: ("RECEIPT" | "LABEL" | "A4")[];
        __schema541: ("ESCPOS" | "ZPL" | "PDF")[];
        __schema542: ("NETWORK" | "USB" | "BLUETOOTH" | "SERIAL")[];
        __schema543: string;
        __schema544: number;
        __schema545: number;
        /** @enum {string} */
        __schema546: "name" | "storeUid" | "type" | "createdAt" | "printerUid";
        /** @enum {string} */
        __schema547: "ASC" | "DESC";
        __schema548: components["schemas"]["__schema527"];
        /** @enum {string} */
        __schema549: "RECEIPT" | "LABEL" | "A4";
        /** @enum {string} */
        __schema550: "ESCPOS" | "ZPL" | "PDF";
        __schema551: components["schemas"]["PrinterConnection"];
        __schema552: components["schemas"]["UID"];
        __schema553: string;
        __schema554: components["schemas"]["__schema553"];
        __schema555: components["schemas"]["UID"][];
        __schema556: number;
        /** @enum {string} */
        __schema557: "PRINTED" | "FAILED";
        __schema558: string;
        __schema559: string;
        /** @constant */
        __schema560: "PRODUCT_CREATE";
        /** Format: date-time */
        __schema561: string;
        __schema562: number;
        __schema563: {
            id: number;
            uid: string;
        };
        __schema564: {
            id: number;
            uid: string;
            sku: string;
            name: string;
            active: boolean;
        };
        /** @enum {string} */
        __schema565: "PRODUCT_CREATE" | "PRODUCT_UPDATE" | "PRODUCT_DELETE" | "CUSTOMER_CREATE" | "CUSTOMER_UPDATE" | "CUSTOMER_DELETE" | "ORDER_SETTLED" | "ORDER_STATE_CHANGE" | "ORDER_RECEIPT_SETTLED" | "ORDER_DELIVERED" | "ORDER_LINE_DELIVERED" | "ORDER_HANDLING_STATE_CHANGED" | "TILL_CLOSED" | "TILL_OPEN" | "PRICE_CREATE" | "PRICE_UPDATE" | "PRICE_DELETE" | "STOCK_CHANGE" | "PRODUCT_MEDIA_CHANGE" | "PURCHASE_RECEIVED" | "ORDER_LINE_RESERVATION_CHANGE";
        /** @constant */
        __schema566: true;
        /** @constant */
        __schema567: "PRODUCT_UPDATE";
        __schema568: string[];
        /** @constant */
        __schema569: "PRODUCT_DELETE";
        /** @constant */
        __schema570: "CUSTOMER_CREATE";
        __schema571: {
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
        __schema572: "CUSTOMER_UPDATE";
        __schema573: {
            customerContactUid: string;
            displayName: string;
            /** @enum {string} */
            change: "LINKED" | "UPDATED" | "ROLE_CHANGED" | "EXTENSION_ADDED" | "EXTENSION_REMOVED" | "UNLINKED" | "DELETED";
        };
        /** @constant */
        __schema574: "CUSTOMER_DELETE";
        /** @constant */
        __schema575: "ORDER_SETTLED";
        __schema576: {
            id: number;
            uid: string;
        };
        __schema577: {
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
        __schema578: "ORDER_STATE_CHANGE";
        __schema579: {
            id: number;
            uid: string;
        };
        __schema580: {
            id: number;
            uid: string;
            orderNumber: string;
            /** @enum {string} */
            status: "OPEN" | "SETTLED";
            state: components["schemas"]["__schema581"];
            previousState: components["schemas"]["__schema581"];
        };
        /** @enum {string} */
        __schema581: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @constant */
        __schema582: "ORDER_RECEIPT_SETTLED";
        __schema583: {
            id: number;
            uid: string;
        };
        __schema584: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema585: {
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
        __schema586: "ORDER_DELIVERED";
        __schema587: {
            id: number;
            uid: string;
        };
        __schema588: {
            id: number;
            uid: string;
            orderNumber: string;
            /** @constant */
            deliveryState: "COMPLETE";
        };
        __schema589: {
            id: number;
            uid: string;
        };
        /** @constant */
        __schema590: "ORDER_LINE_DELIVERED";
        __schema591: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema592: {
            uid: string;
            productUid: string;
            sku: string;
            quantityOrdered: number;
            quantityDelivered: number;
        };
        /** @constant */
        __schema593: "ORDER_HANDLING_STATE_CHANGED";
        __schema594: {
            id: number;
            uid: string;
        };
        __schema595: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema596: {
            handlingUid: string;
            handlingName: string;
            state: components["schemas"]["__schema597"];
            previousState: components["schemas"]["__schema597"];
            changedAt: string;
            changedBy: string;
            comment: string;
        };
        /** @enum {string} */
        __schema597: "NOT_STARTED" | "IN_PROGRESS" | "ON_HOLD" | "COMPLETE";
        /** @constant */
        __schema598: "TILL_CLOSED";
        __schema599: {
            id: number;
            uid: string;
        };
        __schema600: {
            id: number;
            uid: string;
            name: string;
            number: number;
        };
        __schema601: {
            uid: string;
            openedAt: string;
            closedAt: string;
            closedBy: components["schemas"]["__schema602"];
            openingFloat: number;
        };
        __schema602: {
            tenantUserUid: string;
            displayName: string;
        };
        __schema603: {
            expectedCash: number;
            countedCash: number;
            cashDifference: number;
            expected: number;
            counted: number;
            difference: number;
            receiptsCount: number;
            grandTotal: number;
            firstVoucherNumber: string;
            lastVoucherNumber: string;
            lines: {
                settlementCode: string;
                payments: number;
                expected: number;
                counted: number;
                difference: number;
            }[];
        };
        /** @constant */
        __schema604: "TILL_OPEN";
        __schema605: {
            uid: string;
            openedAt: string;
            openedBy: components["schemas"]["__schema602"];
            openingFloat: number;
        };
        /** @constant */
        __schema606: "PRICE_CREATE";
        __schema607: {
            id: number;
            uid: string;
            currency: string;
            /** @enum {string} */
            type: "SALE" | "PURCHASE";
        };
        __schema608: {
            id: number;
            uid: string;
        };
        __schema609: {
            amount: number;
            validFrom: string | null;
            validTo: string | null;
            quantityBreaks: {
                minQuantity: number;
                amount: number;
            }[];
        };
        /** @constant */
        __schema610: "PRICE_UPDATE";
        /** @constant */
        __schema611: "PRICE_DELETE";
        /** @constant */
        __schema612: "STOCK_CHANGE";
        __schema613: {
            id: number;
            uid: string;
        };
        __schema614: {
            id: number;
            uid: string;
            sku: string;
        };
        __schema615: number;
        __schema616: number;
        /** @constant */
        __schema617: "PRODUCT_MEDIA_CHANGE";
        __schema618: {
            /** @enum {string} */
            change: "CREATED" | "UPDATED" | "DELETED";
            productMediaUid: string;
            mediaType: string;
            url: string;
            altText: string;
            sortOrder: number;
            cover: boolean;
        }[];
        __schema619: {
            productMediaUid: string;
            mainUrl: string;
            thumbnailUrl: string;
        };
        /** @constant */
        __schema620: "PURCHASE_RECEIVED";
        __schema621: {
            id: number;
            uid: string;
        };
        __schema622: {
            id: number;
            uid: string;
            purchaseOrderNumber: string;
            /** @enum {string} */
            type: "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER";
            /** @constant */
            state: "RECEIVED";
            supplierUid: string | null;
            sourceWarehouseUid: string | null;
            externalId: string;
            expectedDeliveryDate: string | null;
            /** Format: date-time */
            receivedAt: string;
            items: {
                uid: string;
                product: {
                    id: number;
                    uid: string;
                    sku: string;
                };
                quantityOrdered: number;
                quantityReceived: number;
            }[];
        };
        /** @constant */
        __schema623: "ORDER_LINE_RESERVATION_CHANGE";
        __schema624: {
            id: number;
            uid: string;
        };
        __schema625: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema626: {
            id: number;
            uid: string;
            productUid: string;
            sku: string;
            quantityOrdered: number;
            quantityReserved: number;
            warehouseUid: string;
            reservationType: components["schemas"]["__schema627"];
            previousReservationType: components["schemas"]["__schema627"];
            reservationDetails: {
                warehouse?: {
                    warehouseName: string;
                } | null;
                purchaseOrder?: {
                    purchaseOrderUid: string;
                    purchaseOrderItemUid: string;
                    purchaseOrderNumber: string;
                    quantityOrdered: number;
                    expectedDeliveryDate?: string;
                    externalId?: string;
                } | null;
                receivement?: {
                    receivementUid: string;
                    receivementItemUid: string;
                    expectedArrival: string;
                    quantity: number;
                    supplierOrderReference: string;
                    receivedAt: string | null;
                    expectedDispatch?: string;
                } | null;
            };
        };
        /** @enum {string} */
        __schema627: "NONE" | "WAREHOUSE" | "PURCHASEORDER" | "REQUEST_PURCHASEORDER" | "PURCHASEORDER_CONFIRMED";
        Health: {
            status: components["schemas"]["__schema628"];
            stage: components["schemas"]["__schema629"];
            checks: components["schemas"]["__schema630"];
        };
        Problem: {
            type: components["schemas"]["__schema631"];
            title: components["schemas"]["__schema632"];
            status: components["schemas"]["__schema633"];
            detail: components["schemas"]["__schema634"];
            instance: components["schemas"]["__schema635"];
            requestId?: components["schemas"]["__schema636"];
            errors?: components["schemas"]["__schema637"];
        };
        WhoAmI: {
            tenantUid: components["schemas"]["__schema638"];
            sub: components["schemas"]["__schema639"];
            scheme: components["schemas"]["__schema640"];
            access: components["schemas"]["__schema641"];
            permissions: components["schemas"]["__schema642"];
        };
        AccountingConfigEntryList: {
            items: components["schemas"]["__schema643"];
            paging: components["schemas"]["Paging"];
        };
        AccountingConfigEntry: {
            accountingConfigUid: components["schemas"]["UID"];
            accountingConfigsUid: components["schemas"]["__schema644"];
            configType: components["schemas"]["AccountingConfigType"];
            key: components["schemas"]["AccountingConfigKey"];
            value: components["schemas"]["__schema645"];
            vatCodeUid: components["schemas"]["OptionalUID"];
            productGroupUid: components["schemas"]["OptionalUID"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        Paging: {
            pageNumber: components["schemas"]["__schema646"];
            pageSize: components["schemas"]["__schema647"];
            totalCount: components["schemas"]["__schema648"];
        };
        ProductGroupMappingList: {
            items: components["schemas"]["__schema649"];
            paging: components["schemas"]["Paging"];
        };
        ProductGroupMapping: {
            productGroupUid: components["schemas"]["UID"];
            vatCodeUid: components["schemas"]["UID"];
            account: components["schemas"]["__schema650"];
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
            productUid: components["schemas"]["__schema651"];
            vatCodeUid: components["schemas"]["__schema652"];
            account: components["schemas"]["__schema653"];
            accountingConfigUid: components["schemas"]["__schema654"];
            productGroupUid: components["schemas"]["__schema655"];
            productGroupPath: components["schemas"]["__schema656"];
        };
        /** @description Fields that are not configured are absent */
        AccountNumbers: {
            customer?: components["schemas"]["__schema658"];
            customerDummy?: components["schemas"]["__schema659"];
            error?: components["schemas"]["__schema660"];
            partlyPaidInvoice?: components["schemas"]["__schema661"];
            cashfloatDeposit?: components["schemas"]["__schema662"];
            cashfloatWithdrawal?: components["schemas"]["__schema663"];
            cashfloatToBank?: components["schemas"]["__schema664"];
            cashfloatExpenseWithdrawal?: components["schemas"]["__schema665"];
            cashfloatDiff?: components["schemas"]["__schema666"];
            vatCodes: components["schemas"]["__schema667"];
        };
        /** @description Fields that are not configured are absent */
        TreatCodes: {
            creditLedger?: components["schemas"]["__schema668"];
            generalLedger?: components["schemas"]["__schema669"];
            ledger?: components["schemas"]["__schema670"];
            payment?: components["schemas"]["__schema671"];
        };
        /** @description balance is absent when not configured */
        VatTypes: {
            balance?: components["schemas"]["__schema672"];
            vatCodes: components["schemas"]["__schema673"];
        };
        /** @description ledgerNumber is absent when none is set in this store */
        CustomerAccounting: {
            ledgerNumber?: components["schemas"]["__schema674"];
        };
        FullCustomerWithAccounting: {
            accounting: components["schemas"]["CustomerAccounting"];
            customer: components["schemas"]["Customer"];
        };
        Customer: {
            customerUid: components["schemas"]["__schema675"];
            customerParentUid: components["schemas"]["__schema676"];
            customerType: components["schemas"]["CustomerType"];
            displayName: components["schemas"]["__schema677"];
            firstname: components["schemas"]["__schema678"];
            lastname: components["schemas"]["__schema679"];
            companyName: components["schemas"]["__schema680"];
            email: components["schemas"]["__schema681"];
            mobile: components["schemas"]["__schema682"];
            address: components["schemas"]["__schema683"];
            postalCode: components["schemas"]["__schema684"];
            city: components["schemas"]["__schema685"];
            countryCode: components["schemas"]["__schema686"];
            vatNumber: components["schemas"]["__schema687"];
            externalId: components["schemas"]["__schema688"];
            pricelistUid: components["schemas"]["__schema689"];
            origin: components["schemas"]["__schema690"];
            loyaltyId: components["schemas"]["__schema691"];
            internalNote: components["schemas"]["__schema692"];
            addresses: components["schemas"]["__schema693"];
            contacts: components["schemas"]["__schema705"];
            extensions: components["schemas"]["__schema714"];
            consents: components["schemas"]["__schema715"];
            credit?: components["schemas"]["__schema720"];
            paymentTerms: components["schemas"]["__schema723"];
            accountManager?: components["schemas"]["__schema724"];
            ehfEnabled: components["schemas"]["__schema728"];
            ehf?: components["schemas"]["__schema729"];
            customerGroupUids: components["schemas"]["__schema732"];
            defaultStore?: components["schemas"]["__schema733"];
            relevance: components["schemas"]["__schema736"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerAddress: {
            customerAddressUid: components["schemas"]["__schema694"];
            type: components["schemas"]["CustomerAddressType"];
            address: components["schemas"]["__schema695"];
            city: components["schemas"]["__schema696"];
            companyName: components["schemas"]["__schema697"];
            firstname: components["schemas"]["__schema698"];
            lastname: components["schemas"]["__schema699"];
            countryCode: components["schemas"]["__schema700"];
            email: components["schemas"]["__schema701"];
            phone: components["schemas"]["__schema702"];
            postalCode: components["schemas"]["__schema703"];
            displayName: components["schemas"]["__schema704"];
        };
        CustomerScopedContact: {
            customerContactUid: components["schemas"]["__schema706"];
            firstname: components["schemas"]["__schema707"];
            lastname: components["schemas"]["__schema708"];
            email: components["schemas"]["__schema709"];
            mobile: components["schemas"]["__schema710"];
            displayName: components["schemas"]["__schema711"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema712"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerConsent: {
            consentUid: components["schemas"]["__schema716"];
            name: components["schemas"]["__schema717"];
            status: components["schemas"]["__schema718"];
            source: components["schemas"]["__schema719"];
            createdAt: components["schemas"]["DateTime"];
        };
        AccountManager: {
            tenantUserUid: components["schemas"]["__schema725"];
            displayName: components["schemas"]["__schema726"];
            userCode: components["schemas"]["__schema727"];
        };
        CustomerEhf: {
            enabled: components["schemas"]["__schema730"];
            address: components["schemas"]["__schema731"];
        };
        DefaultStore: {
            name: components["schemas"]["__schema734"];
            storeUid: components["schemas"]["__schema735"];
        };
        CustomerPage: {
            items: components["schemas"]["__schema737"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContactPage: {
            items: components["schemas"]["__schema738"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContact: {
            customerContactUid: components["schemas"]["__schema739"];
            firstname: components["schemas"]["__schema740"];
            lastname: components["schemas"]["__schema741"];
            email: components["schemas"]["__schema742"];
            mobile: components["schemas"]["__schema743"];
            displayName: components["schemas"]["__schema744"];
            customers: components["schemas"]["__schema745"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerContactCustomer: {
            customerUid: components["schemas"]["__schema746"];
            displayName: components["schemas"]["__schema747"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema748"];
        };
        CustomerContactCustomers: {
            items: components["schemas"]["__schema749"];
        };
        CustomerScopedContactPage: {
            items: components["schemas"]["__schema750"];
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
            productGroupUid: components["schemas"]["__schema751"];
            parentProductGroupUid: components["schemas"]["__schema752"];
            name: components["schemas"]["__schema753"];
            description: components["schemas"]["__schema754"];
            externalId: components["schemas"]["__schema755"];
            sortOrder: components["schemas"]["__schema756"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        ProductGroupPage: {
            items: components["schemas"]["__schema757"];
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
            productUid: components["schemas"]["__schema758"];
            sku: components["schemas"]["__schema759"];
            name: components["schemas"]["__schema760"];
            productType: components["schemas"]["ProductType"];
            description: components["schemas"]["__schema761"];
            brand: components["schemas"]["__schema762"];
            unit: components["schemas"]["__schema763"];
            active: components["schemas"]["__schema764"];
            productGroupUid: components["schemas"]["__schema765"];
            parentProductUid: components["schemas"]["__schema766"];
            gtins: components["schemas"]["__schema767"];
            vatCodeUid: components["schemas"]["__schema771"];
            vatRate: components["schemas"]["__schema772"];
            costPrice: components["schemas"]["__schema773"];
            defaultPrice?: components["schemas"]["__schema774"];
            allowedActions: components["schemas"]["__schema776"];
            productProperties: components["schemas"]["__schema777"];
            properties: components["schemas"]["__schema785"];
            components: components["schemas"]["__schema789"];
            coverImage?: components["schemas"]["__schema792"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        ProductGtin: {
            gtin: components["schemas"]["__schema768"];
            primary: components["schemas"]["__schema769"];
            type: components["schemas"]["__schema770"];
        };
        ProductPrice: {
            amount: components["schemas"]["__schema773"];
            currency: components["schemas"]["__schema775"];
        };
        CatalogueProductProperty: {
            productPropertyUid: components["schemas"]["__schema778"];
            propertyUid: components["schemas"]["__schema779"];
            propertyOptionUid: components["schemas"]["__schema780"];
            propertyName: components["schemas"]["__schema781"];
            propertyOptionName: components["schemas"]["__schema782"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema783"];
            propertyText?: components["schemas"]["__schema784"];
        };
        ProductPropertyValue: {
            uid: components["schemas"]["__schema786"];
            key: components["schemas"]["__schema787"];
            value: components["schemas"]["__schema788"];
        };
        ProductComponent: {
            productUid: components["schemas"]["__schema790"];
            quantity: components["schemas"]["__schema791"];
        };
        ProductCoverImage: {
            productMediaUid: components["schemas"]["__schema793"];
            mainUrl: components["schemas"]["__schema794"];
            thumbnailUrl: components["schemas"]["__schema795"];
        };
        ProductPage: {
            items: components["schemas"]["__schema796"];
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
            items: components["schemas"]["__schema797"];
        };
        ProductMediaList: {
            items: components["schemas"]["__schema798"];
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
            productMediaUid: components["schemas"]["__schema799"];
            productUid: components["schemas"]["__schema800"];
            mediaType: components["schemas"]["ProductMediaType"];
            url: components["schemas"]["__schema801"];
            thumbnailUrl: components["schemas"]["__schema802"];
            altText: components["schemas"]["__schema803"];
            sortOrder: components["schemas"]["__schema804"];
            cover: components["schemas"]["__schema805"];
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
            storeUid: components["schemas"]["__schema806"];
            name: components["schemas"]["__schema807"];
            number: components["schemas"]["__schema808"];
            address: components["schemas"]["OrderAddressResponse"];
            currency: components["schemas"]["__schema820"];
            timezone: components["schemas"]["__schema821"];
            pricelistUid: components["schemas"]["__schema822"];
            purchasePricelistUid: components["schemas"]["__schema823"];
            defaultWarehouseUid: components["schemas"]["__schema824"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        OrderAddressResponse: {
            address: components["schemas"]["__schema809"];
            city: components["schemas"]["__schema810"];
            companyName: components["schemas"]["__schema811"];
            countryCode: components["schemas"]["__schema812"];
            email: components["schemas"]["__schema813"];
            firstname: components["schemas"]["__schema814"];
            lastname: components["schemas"]["__schema815"];
            mobile: components["schemas"]["__schema816"];
            postalCode: components["schemas"]["__schema817"];
            displayName: components["schemas"]["__schema818"];
            vatNumber?: components["schemas"]["__schema819"];
        };
        StorePage: {
            items: components["schemas"]["__schema825"];
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
            pricelistUid: components["schemas"]["__schema826"];
            name: components["schemas"]["__schema827"];
            currency: components["schemas"]["__schema828"];
            type: components["schemas"]["PricelistType"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        PricelistPage: {
            items: components["schemas"]["__schema829"];
            paging: components["schemas"]["Paging"];
        };
        PricePage: {
            items: components["schemas"]["__schema830"];
            paging: components["schemas"]["__schema838"];
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
            pricelistUid: components["schemas"]["__schema831"];
            productUid: components["schemas"]["__schema832"];
            currency: components["schemas"]["__schema833"];
            amount: components["schemas"]["__schema834"];
            validFrom: components["schemas"]["__schema835"];
            validTo: components["schemas"]["__schema836"];
            quantityBreaks: components["schemas"]["__schema837"];
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
            storeUid: components["schemas"]["__schema840"];
            productUid: components["schemas"]["__schema841"];
            customerUid: components["schemas"]["__schema842"];
            quantity: components["schemas"]["__schema843"];
            at: components["schemas"]["DateTime"];
            unitPrice: components["schemas"]["__schema844"];
            totalPrice: components["schemas"]["__schema845"];
            currency: components["schemas"]["__schema846"];
            source: components["schemas"]["__schema847"];
            pricelistUid: components["schemas"]["__schema848"];
            minQuantity: components["schemas"]["__schema849"];
            validFrom: components["schemas"]["__schema850"];
            validTo: components["schemas"]["__schema851"];
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
            warehouseUid: components["schemas"]["__schema852"];
            storeUid: components["schemas"]["__schema853"];
            name: components["schemas"]["__schema854"];
            allowNegativeStock: components["schemas"]["__schema855"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        StockLevelPage: {
            items: components["schemas"]["__schema856"];
            paging: components["schemas"]["__schema866"];
        };
        /**
         * @example {
         *       "warehouseUid": "wh-sentrum",
         *       "productUid": "prod-42",
         *       "onHand": 17,
         *       "reserved": 2,
         *       "available": 15,
         *       "incoming": 24,
         *       "version": 9,
         *       "lastModifiedAt": "2026-11-23T10:17:05.000Z"
         *     }
         */
        StockLevel: {
            warehouseUid: components["schemas"]["__schema857"];
            productUid: components["schemas"]["__schema858"];
            onHand: components["schemas"]["__schema859"];
            reserved: components["schemas"]["__schema860"];
            available: components["schemas"]["__schema861"];
            incoming?: components["schemas"]["__schema862"];
            version: components["schemas"]["__schema864"];
            lastModifiedAt: components["schemas"]["__schema865"];
        };
        StockMovementResult: {
            level: components["schemas"]["StockLevel"];
            movement: components["schemas"]["__schema867"];
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
            warehouseUid: components["schemas"]["__schema868"];
            productUid: components["schemas"]["__schema869"];
            version: components["schemas"]["__schema870"];
            reason: components["schemas"]["__schema871"];
            quantityChange: components["schemas"]["__schema872"];
            quantityAfter: components["schemas"]["__schema873"];
            note: components["schemas"]["__schema874"];
            userUid: components["schemas"]["__schema875"];
            at: components["schemas"]["DateTime"];
            reservedChange?: components["schemas"]["__schema876"];
            reservedAfter?: components["schemas"]["__schema878"];
        };
        StockMovementPage: {
            items: components["schemas"]["__schema880"];
            paging: components["schemas"]["__schema881"];
        };
        StockBatchCountResult: {
            results: components["schemas"]["__schema882"];
        };
        ProductStock: {
            productUid: components["schemas"]["__schema883"];
            onHand: components["schemas"]["__schema884"];
            reserved: components["schemas"]["__schema885"];
            available: components["schemas"]["__schema886"];
            incoming: components["schemas"]["__schema887"];
            warehouses: components["schemas"]["__schema888"];
        };
        /**
         * @example {
         *       "purchaseOrderUid": "po-1001",
         *       "type": "PURCHASE_ORDER",
         *       "purchaseOrderNumber": "PO-1001",
         *       "state": "PARTLY_RECEIVED",
         *       "warehouseUid": "wh-sentrum",
         *       "sourceWarehouseUid": null,
         *       "supplierUid": "sup-teaco",
         *       "supplierOrderReference": "SO-88121",
         *       "externalId": "",
         *       "note": "",
         *       "expectedDeliveryDate": "2026-12-01T08:00:00.000Z",
         *       "allowOverReceipt": false,
         *       "items": [
         *         {
         *           "purchaseOrderItemUid": "poi-1",
         *           "productUid": "prod-42",
         *           "sku": "SKU-0042",
         *           "quantityOrdered": 24,
         *           "quantityReceived": 10,
         *           "quantityOpen": 14
         *         }
         *       ],
         *       "sentAt": "2026-11-23T09:00:00.000Z",
         *       "receivedAt": null,
         *       "cancelledAt": null,
         *       "createdBy": "user-17",
         *       "createdAt": "2026-11-23T08:55:00.000Z",
         *       "lastModifiedAt": "2026-11-24T10:00:00.000Z"
         *     }
         */
        PurchaseOrder: {
            purchaseOrderUid: components["schemas"]["__schema889"];
            type: components["schemas"]["__schema890"];
            purchaseOrderNumber: components["schemas"]["__schema891"];
            state: components["schemas"]["__schema892"];
            warehouseUid: components["schemas"]["__schema893"];
            sourceWarehouseUid: components["schemas"]["__schema894"];
            supplierUid: components["schemas"]["__schema895"];
            supplierOrderReference: components["schemas"]["__schema896"];
            externalId: components["schemas"]["__schema897"];
            note: components["schemas"]["__schema898"];
            expectedDeliveryDate: components["schemas"]["__schema899"];
            allowOverReceipt: components["schemas"]["__schema900"];
            items: components["schemas"]["__schema901"];
            sentAt: components["schemas"]["__schema902"];
            receivedAt: components["schemas"]["__schema903"];
            cancelledAt: components["schemas"]["__schema904"];
            createdBy: components["schemas"]["__schema905"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        PurchaseOrderPage: {
            items: components["schemas"]["__schema906"];
            paging: components["schemas"]["__schema907"];
        };
        ReceivementResult: {
            receivement: components["schemas"]["Receivement"];
            purchaseOrder: components["schemas"]["PurchaseOrder"];
        };
        /**
         * @example {
         *       "receivementUid": "rcv-7",
         *       "purchaseOrderUid": "po-1001",
         *       "warehouseUid": "wh-sentrum",
         *       "supplierOrderReference": "DN-5521",
         *       "note": "",
         *       "items": [
         *         {
         *           "receivementItemUid": "rcvi-1",
         *           "purchaseOrderItemUid": "poi-1",
         *           "productUid": "prod-42",
         *           "quantity": 10
         *         }
         *       ],
         *       "receivedAt": "2026-11-24T10:00:00.000Z",
         *       "userUid": "user-17"
         *     }
         */
        Receivement: {
            receivementUid: components["schemas"]["__schema908"];
            purchaseOrderUid: components["schemas"]["__schema909"];
            warehouseUid: components["schemas"]["__schema910"];
            supplierOrderReference: components["schemas"]["__schema911"];
            note: components["schemas"]["__schema912"];
            items: components["schemas"]["__schema913"];
            receivedAt: components["schemas"]["DateTime"];
            userUid: components["schemas"]["__schema914"];
        };
        ReceivementList: {
            items: components["schemas"]["__schema915"];
        };
        /**
         * @example {
         *       "from": "2026-01-01",
         *       "to": "2026-12-31",
         *       "timezone": "Europe/Oslo",
         *       "groupBy": "month",
         *       "storeUids": [
         *         "store-oslo"
         *       ],
         *       "groups": [
         *         {
         *           "key": "2026-01",
         *           "currency": "NOK",
         *           "count": 412,
         *           "gross": 9873500,
         *           "net": 7898800,
         *           "vat": 1974700,
         *           "discount": 120000,
         *           "cost": 4100000,
         *           "grossProfit": 3798800
         *         },
         *         {
         *           "key": "2026-02",
         *           "currency": "NOK",
         *           "count": 389,
         *           "gross": 9012250,
         *           "net": 7209800,
         *           "vat": 1802450,
         *           "discount": 98500,
         *           "cost": 3750000,
         *           "grossProfit": 3459800
         *         }
         *       ]
         *     }
         */
        OrderReport: {
            from: components["schemas"]["__schema916"];
            to: components["schemas"]["__schema917"];
            timezone: components["schemas"]["__schema918"];
            groupBy: components["schemas"]["__schema919"];
            storeUids: components["schemas"]["__schema920"];
            groups: components["schemas"]["__schema921"];
        };
        OrderReportGroup: {
            key: components["schemas"]["__schema922"];
            currency: components["schemas"]["__schema923"];
            count: components["schemas"]["__schema924"];
            gross: components["schemas"]["__schema925"];
            net: components["schemas"]["__schema926"];
            vat: components["schemas"]["__schema773"];
            discount: components["schemas"]["__schema927"];
            cost: components["schemas"]["__schema928"];
            grossProfit: components["schemas"]["__schema929"];
        };
        /**
         * @description RFC 4180 CSV: a header row (the first column named after groupBy), one row per group and currency, amounts in minor units, CRLF line ends
         * @example month,currency,count,gross,net,vat,discount,cost,grossProfit
         *     2026-01,NOK,412,9873500,7898800,1974700,120000,4100000,3798800
         */
        OrderReportCsv: string;
        Notification: {
            notificationUid: components["schemas"]["__schema930"];
            messageType: components["schemas"]["NotificationMessageType"];
            recipient: components["schemas"]["__schema931"];
            subject?: components["schemas"]["__schema932"];
            message: components["schemas"]["__schema933"];
            state: components["schemas"]["NotificationState"];
            errorText?: components["schemas"]["__schema934"];
            storeUid: components["schemas"]["__schema935"];
            templateType?: components["schemas"]["__schema936"];
            templateData?: components["schemas"]["__schema937"];
            organizationUid?: components["schemas"]["__schema938"];
            customerUid?: components["schemas"]["__schema938"];
            orderUid?: components["schemas"]["__schema938"];
            serviceOrderUid?: components["schemas"]["__schema938"];
            serviceEventUid?: components["schemas"]["__schema938"];
            tenantUserUid?: components["schemas"]["__schema938"];
            supplierUid?: components["schemas"]["__schema938"];
            receivementUid?: components["schemas"]["__schema938"];
            purchaseOrderUid?: components["schemas"]["__schema938"];
            attempts: components["schemas"]["__schema939"];
            sentAt?: components["schemas"]["__schema940"];
            events: components["schemas"]["__schema941"];
            createdBy: components["schemas"]["__schema946"];
            lastModifiedBy: components["schemas"]["__schema947"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        NotificationEvent: {
            type: components["schemas"]["__schema942"];
            source: components["schemas"]["__schema943"];
            occurredAt: components["schemas"]["__schema944"];
            receivedAt: components["schemas"]["DateTime"];
            details?: components["schemas"]["__schema945"];
        };
        NotificationList: {
            items: components["schemas"]["__schema948"];
            paging: components["schemas"]["Paging"];
        };
        NotificationTemplateList: {
            items: components["schemas"]["__schema949"];
        };
        NotificationTemplate: {
            templateType: components["schemas"]["NotificationTemplateType"];
            description: components["schemas"]["__schema950"];
            messageTypes: components["schemas"]["__schema951"];
            requires: components["schemas"]["__schema952"];
            dataKeys: components["schemas"]["__schema953"];
        };
        Order: {
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            orderNumber: components["schemas"]["__schema954"];
            customerUid: components["schemas"]["OptionalUID"];
            organizationUid: components["schemas"]["OptionalUID"];
            tenantUserUid: components["schemas"]["UID"];
            sellerDisplayName: components["schemas"]["__schema955"];
            status: components["schemas"]["OrderStatus"];
            state: components["schemas"]["OrderState"];
            deliveryState: components["schemas"]["__schema956"];
            currency: components["schemas"]["__schema957"];
            exchangeRate: components["schemas"]["__schema958"];
            totals: components["schemas"]["__schema959"];
            note: components["schemas"]["__schema960"];
            externalId: components["schemas"]["__schema961"];
            address: components["schemas"]["OrderAddressResponse"];
            items: components["schemas"]["__schema962"];
            receipts: components["schemas"]["__schema1012"];
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
            actions: components["schemas"]["__schema963"];
            allowedActions: components["schemas"]["__schema970"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            discountReasonCode: components["schemas"]["__schema971"];
            returnReasonCode: components["schemas"]["__schema972"];
            compensationReasonCode: components["schemas"]["__schema973"];
            externalId: components["schemas"]["__schema974"];
            name: components["schemas"]["__schema975"];
            note: components["schemas"]["__schema976"];
            serialnumber: components["schemas"]["__schema977"];
            sku: components["schemas"]["__schema978"];
            internalInfo: components["schemas"]["__schema979"];
            warehouseName: components["schemas"]["__schema980"];
            ledgerNumber: components["schemas"]["__schema981"];
            tenantUserDisplayName: components["schemas"]["__schema982"];
            itemCost: components["schemas"]["__schema983"];
            itemDiscountAmount: components["schemas"]["__schema984"];
            itemGrossProfitAmount: components["schemas"]["__schema985"];
            itemVatAmount: components["schemas"]["__schema986"];
            itemDiscountPercentage: components["schemas"]["__schema987"];
            itemGrossProfitPercentage: components["schemas"]["__schema988"];
            itemPrice: components["schemas"]["__schema989"];
            originalItemPrice: components["schemas"]["__schema990"];
            totalCost: components["schemas"]["__schema991"];
            totalDiscountAmount: components["schemas"]["__schema992"];
            totalGrossProfitAmount: components["schemas"]["__schema993"];
            totalPrice: components["schemas"]["__schema994"];
            totalVatAmount: components["schemas"]["__schema995"];
            quantityCredited: components["schemas"]["__schema996"];
            quantityDelivered: components["schemas"]["__schema997"];
            quantityOrdered: components["schemas"]["__schema998"];
            quantityReserved: components["schemas"]["__schema999"];
            sortOrder: components["schemas"]["__schema1000"];
            productType: components["schemas"]["ProductType"];
            properties: components["schemas"]["__schema1001"];
            productProperties: components["schemas"]["__schema1002"];
            coverImage: components["schemas"]["__schema1007"];
            allowDelivery: components["schemas"]["AllowDelivery"];
            allowDeliveryFromDate: components["schemas"]["__schema1008"];
            reservationType: components["schemas"]["SalesReservationType"];
            reservationDetails: components["schemas"]["__schema1009"];
            gtins: components["schemas"]["__schema1010"];
            orderLinks?: components["schemas"]["__schema1011"];
        };
        ReceiptResponse: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderReceiptUid: components["schemas"]["UID"];
            settleState: components["schemas"]["ReceiptState"];
            voucherNumber: components["schemas"]["__schema1013"];
            externalVoucherNumber: components["schemas"]["__schema1014"];
            sellerDisplayName: components["schemas"]["__schema1015"];
            note: components["schemas"]["__schema1016"];
            settledAt: components["schemas"]["DateTime"];
            deliveryState: components["schemas"]["DeliveryState"];
            grandTotal: components["schemas"]["__schema1017"];
            settlementTotals: components["schemas"]["SettlementTotals"];
            settlements: components["schemas"]["__schema1024"];
            items: components["schemas"]["__schema1055"];
            address: components["schemas"]["OrderAddressResponse"];
            customerUid: components["schemas"]["OptionalUID"];
        };
        /** @enum {string} */
        ReceiptState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @enum {string} */
        DeliveryState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        SettlementTotals: {
            change: components["schemas"]["__schema1018"];
            remaining: components["schemas"]["__schema1019"];
            remainingRounded: components["schemas"]["__schema1020"];
            totals: components["schemas"]["__schema1021"];
            remainingPrePayment: components["schemas"]["__schema1022"];
            remainingAuthorizedAmount: components["schemas"]["__schema1023"];
        };
        SettlementResponse: {
            amount: components["schemas"]["__schema1025"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            displayMessages: components["schemas"]["__schema1026"];
            externalId: components["schemas"]["__schema1027"];
            externalPaymentReference: components["schemas"]["__schema1028"];
            idMethod: components["schemas"]["SettlementIdMethod"];
            parameters: components["schemas"]["__schema1029"];
            settlementCode: components["schemas"]["__schema1030"];
            settlementName: components["schemas"]["__schema1031"];
            settlementUid: components["schemas"]["UID"];
            state: components["schemas"]["SettlementState"];
            status: components["schemas"]["SettlementStatus"];
            storeSettlementIssuer: components["schemas"]["__schema1032"];
            tenantUserDisplayName: components["schemas"]["__schema1033"];
            tenantUserUid: components["schemas"]["UID"];
            storePaymentMethodUid: components["schemas"]["UID"];
            currency: components["schemas"]["__schema1034"];
            additionalDetails: components["schemas"]["__schema1035"];
            creditCount: components["schemas"]["__schema1036"];
            creditAmount: components["schemas"]["__schema1037"];
            paymentCount: components["schemas"]["__schema1038"];
            paymentAmount: components["schemas"]["__schema1039"];
            storeUid: components["schemas"]["OptionalUID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            storeName: components["schemas"]["__schema1040"];
            transactions: components["schemas"]["__schema1041"];
            receiptText: components["schemas"]["__schema1045"];
            ledgerNumber?: components["schemas"]["__schema1046"];
            ledgerType?: components["schemas"]["__schema1047"];
            settledAt?: components["schemas"]["__schema1048"];
            tillUid?: components["schemas"]["__schema1049"];
            tillName?: components["schemas"]["__schema1050"];
            tillNumber?: components["schemas"]["__schema1051"];
            authorizedAmount?: components["schemas"]["__schema1052"];
            capturedAmount?: components["schemas"]["__schema1053"];
            refundedAmount?: components["schemas"]["__schema1054"];
        };
        /** @enum {string} */
        SettlementState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE" | "TERMINATED";
        SettlementTransaction: {
            transactionType: components["schemas"]["__schema1042"];
            pspTransactionId?: components["schemas"]["__schema1043"];
            transactionAmount: components["schemas"]["__schema1044"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
        };
        ReceiptPage: {
            items: components["schemas"]["__schema1056"];
            paging: components["schemas"]["Paging"];
        };
        Handling: {
            handlingUid: components["schemas"]["UID"];
            name: components["schemas"]["__schema1057"];
            description: components["schemas"]["__schema1058"];
            actions: components["schemas"]["__schema1059"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        HandlingList: {
            items: components["schemas"]["__schema1060"];
        };
        OrderHandling: {
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            handlingUid: components["schemas"]["__schema1061"];
            handlingName: components["schemas"]["__schema1062"];
            state: components["schemas"]["OrderHandlingState"];
            previousState: components["schemas"]["__schema1063"];
            stateChangedAt: components["schemas"]["__schema1064"];
            stateChangedBy: components["schemas"]["__schema1065"];
            comment: components["schemas"]["__schema1066"];
            actions: components["schemas"]["__schema1067"];
            lastModifiedAt: components["schemas"]["__schema1069"];
        };
        DeliveryResponse: {
            deliveryUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            orderNumber: components["schemas"]["__schema1070"];
            state: components["schemas"]["DeliveryRecordState"];
            lines: components["schemas"]["__schema1071"];
            note: components["schemas"]["__schema1076"];
            deliveredAt: components["schemas"]["__schema1077"];
            createdBy: components["schemas"]["__schema1078"];
            lastModifiedBy: components["schemas"]["__schema1079"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        DeliveryLine: {
            orderItemUid: components["schemas"]["UID"];
            productUid: components["schemas"]["OptionalUID"];
            sku: components["schemas"]["__schema1072"];
            name: components["schemas"]["__schema1073"];
            productType: components["schemas"]["ProductType"];
            quantity: components["schemas"]["__schema1074"];
            warehouseUid: components["schemas"]["__schema1075"];
        };
        DeliveryList: {
            items: components["schemas"]["__schema1080"];
        };
        DeliveryPage: {
            items: components["schemas"]["__schema1081"];
            paging: components["schemas"]["Paging"];
        };
        PrePayment: {
            prePaymentUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            amount: components["schemas"]["__schema1082"];
            refundedAmount: components["schemas"]["__schema1083"];
            currency: components["schemas"]["__schema1084"];
            storePaymentMethodUid: components["schemas"]["UID"];
            settlementCode: components["schemas"]["__schema1085"];
            settlementName: components["schemas"]["__schema1086"];
            externalPaymentReference: components["schemas"]["__schema1087"];
            note: components["schemas"]["__schema1088"];
            tenantUserUid: components["schemas"]["UID"];
            createdAt: components["schemas"]["DateTime"];
            refunds: components["schemas"]["__schema1089"];
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
            items: components["schemas"]["__schema1090"];
            paging: components["schemas"]["__schema1091"];
            balance: components["schemas"]["PrePaymentBalance"];
            uses: components["schemas"]["__schema1096"];
        };
        PrePaymentBalance: {
            paid: components["schemas"]["__schema1092"];
            refunded: components["schemas"]["__schema1093"];
            used: components["schemas"]["__schema1094"];
            available: components["schemas"]["__schema1095"];
        };
        OrderItemAddonPage: {
            items: components["schemas"]["__schema1097"];
            paging: components["schemas"]["Paging"];
        };
        ReserveOrderLinesResult: {
            items: components["schemas"]["__schema1098"];
        };
        /**
         * @example {
         *       "customerUid": "c-1001",
         *       "erasedAt": "2026-11-25T10:00:00.000Z",
         *       "erasedBy": "user-42",
         *       "requestId": "5b0c3a9e-6f1d-4c2a-9f7e-0d9a1b2c3d4e",
         *       "changed": {
         *         "orders": 2,
         *         "receipts": 3,
         *         "notifications": 4,
         *         "contacts": 1,
         *         "contactLinks": 1
         *       }
         *     }
         */
        CustomerErasure: {
            customerUid: components["schemas"]["__schema1099"];
            erasedAt: components["schemas"]["__schema1100"];
            erasedBy: components["schemas"]["__schema1101"];
            requestId: components["schemas"]["__schema1102"];
            changed: components["schemas"]["__schema1103"];
        };
        ErasureCounts: {
            orders: components["schemas"]["__schema1104"];
            receipts: components["schemas"]["__schema1105"];
            notifications: components["schemas"]["__schema1106"];
            contacts: components["schemas"]["__schema1107"];
            contactLinks: components["schemas"]["__schema1108"];
        };
        /**
         * @example {
         *       "format": "retail-commerce-customer-export/1",
         *       "exportedAt": "2026-11-25T10:00:00.000Z",
         *       "tenantUid": "t-1",
         *       "customerUid": "c-1001",
         *       "erasure": null,
         *       "customer": {
         *         "customerUid": "c-1001",
         *         "displayName": "Kari Nordmann",
         *         "email": "kari@example.com"
         *       },
         *       "addresses": [],
         *       "consents": [
         *         {
         *           "consentUid": "k-1",
         *           "type": "NEWSLETTER",
         *           "accepted": true
         *         }
         *       ],
         *       "contacts": [],
         *       "contactLinks": [],
         *       "ledgerNumbers": [
         *         {
         *           "storeUid": "s-1",
         *           "ledgerNumber": "10001"
         *         }
         *       ],
         *       "orders": [
         *         {
         *           "orderUid": "o-1",
         *           "orderNumber": "1",
         *           "customerUid": "c-1001"
         *         }
         *       ],
         *       "receipts": [
         *         {
         *           "orderReceiptUid": "r-1",
         *           "voucherNumber": "1",
         *           "grandTotal": 12500
         *         }
         *       ],
         *       "settlements": [
         *         {
         *           "orderReceiptUid": "r-1",
         *           "settlementCode": "CASH",
         *           "amount": 12500
         *         }
         *       ],
         *       "notifications": [
         *         {
         *           "notificationUid": "n-1",
         *           "messageType": "EMAIL",
         *           "recipient": "kari@example.com"
         *         }
         *       ],
         *       "serviceOrders": [],
         *       "loyalty": [],
         *       "deliveries": [],
         *       "notes": {
         *         "serviceOrders": "The service has no service orders yet; none are held."
         *       }
         *     }
         */
        CustomerExport: {
            format: components["schemas"]["__schema1109"];
            exportedAt: components["schemas"]["__schema1110"];
            tenantUid: components["schemas"]["__schema1111"];
            customerUid: components["schemas"]["__schema1112"];
            erasure: components["schemas"]["__schema1113"];
            customer: components["schemas"]["__schema1114"];
            addresses: components["schemas"]["__schema1115"];
            consents: components["schemas"]["__schema1117"];
            contacts: components["schemas"]["__schema1119"];
            contactLinks: components["schemas"]["__schema1121"];
            ledgerNumbers: components["schemas"]["__schema1123"];
            orders: components["schemas"]["__schema1125"];
            receipts: components["schemas"]["__schema1127"];
            settlements: components["schemas"]["__schema1129"];
            notifications: components["schemas"]["__schema1131"];
            serviceOrders: components["schemas"]["__schema1133"];
            loyalty: components["schemas"]["__schema1135"];
            deliveries: components["schemas"]["__schema1137"];
            notes: components["schemas"]["__schema1139"];
        };
        ShipLabelDeliveryProviderList: {
            items: components["schemas"]["__schema1142"];
        };
        ShipLabelDeliveryProvider: {
            deliveryProviderUid: components["schemas"]["UID"];
            name: components["schemas"]["__schema1143"];
            description: components["schemas"]["__schema1144"];
            carrier: components["schemas"]["__schema1145"];
            labelFormats: components["schemas"]["__schema1146"];
            methods: components["schemas"]["__schema1147"];
        };
        ShipLabelDeliveryMethod: {
            deliveryMethodUid: components["schemas"]["UID"];
            deliveryProviderUid: components["schemas"]["UID"];
            name: components["schemas"]["__schema1148"];
            description: components["schemas"]["__schema1149"];
            maxParcelWeightGrams: components["schemas"]["__schema1150"];
            carrierProductCode: components["schemas"]["__schema1151"];
        };
        ShipLabelDeliveryMethodList: {
            items: components["schemas"]["__schema1152"];
        };
        ShipLabelDelivery: {
            shipmentUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            orderNumber: components["schemas"]["__schema1153"];
            deliveryProviderUid: components["schemas"]["UID"];
            deliveryMethodUid: components["schemas"]["UID"];
            deliveryMethodName: components["schemas"]["__schema1154"];
            trackingNumber: components["schemas"]["__schema1155"];
            parcels: components["schemas"]["__schema1156"];
            totalWeightGrams: components["schemas"]["__schema1157"];
            orderItemUids: components["schemas"]["__schema1158"];
            sender: components["schemas"]["OrderAddressResponse"];
            receiver: components["schemas"]["OrderAddressResponse"];
            reference: components["schemas"]["__schema1159"];
            labels: components["schemas"]["__schema1160"];
            createdAt: components["schemas"]["DateTime"];
            createdBy: components["schemas"]["__schema1162"];
        };
        ShipLabelDeliveryPage: {
            items: components["schemas"]["__schema1163"];
            paging: components["schemas"]["__schema1164"];
        };
        LoyaltyProgrammeResponse: {
            enabled: components["schemas"]["__schema1165"];
            currency: components["schemas"]["__schema1166"];
            pointsPerCurrencyUnit: components["schemas"]["__schema1167"];
            currencyUnit: components["schemas"]["__schema1168"];
            rounding: components["schemas"]["__schema1170"];
            pointValue: components["schemas"]["__schema1172"];
            expiryDays: components["schemas"]["__schema1174"];
            version: components["schemas"]["__schema1176"];
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
            balance: components["schemas"]["__schema1177"];
            earned: components["schemas"]["__schema1178"];
            spent: components["schemas"]["__schema1179"];
            expired: components["schemas"]["__schema1180"];
            expiring: components["schemas"]["__schema1181"];
            ledger: components["schemas"]["__schema1182"];
        };
        LoyaltyLedgerEntry: {
            entryType: components["schemas"]["__schema1183"];
            points: components["schemas"]["__schema1184"];
            balanceAfter: components["schemas"]["__schema1185"];
            orderUid: components["schemas"]["OptionalUID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            settlementUid: components["schemas"]["OptionalUID"];
            amount: components["schemas"]["__schema1186"];
            expiresAt: components["schemas"]["__schema1187"];
            sequence: components["schemas"]["__schema1188"];
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
            earned: components["schemas"]["__schema1189"];
            spent: components["schemas"]["__schema1190"];
            spentAmount: components["schemas"]["__schema1191"];
            earnedAt: components["schemas"]["__schema1192"];
        };
        HttpTransportList: {
            items: components["schemas"]["__schema1193"];
            paging: components["schemas"]["Paging"];
        };
        HttpTransport: {
            httpTransportUid: components["schemas"]["__schema1194"];
            name: components["schemas"]["__schema1195"];
            url: components["schemas"]["__schema1196"];
            securityType: components["schemas"]["SecurityType"];
            username: components["schemas"]["__schema1197"];
            password: components["schemas"]["__schema1198"];
            token: components["schemas"]["__schema1199"];
            headers: components["schemas"]["__schema1200"];
            signingSecret: components["schemas"]["__schema1203"];
            signingSecretPreviousExpiresAt?: components["schemas"]["__schema1204"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookList: {
            items: components["schemas"]["__schema1205"];
            paging: components["schemas"]["Paging"];
        };
        Webhook: {
            webhookUid: components["schemas"]["__schema1206"];
            action: components["schemas"]["WebhookAction"];
            httpTransport: components["schemas"]["HttpTransport"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryList: {
            items: components["schemas"]["__schema1207"];
            paging: components["schemas"]["Paging"];
        };
        WebhookDelivery: {
            deliveryUid: components["schemas"]["__schema1208"];
            webhookUid: components["schemas"]["__schema1209"];
            eventId: components["schemas"]["__schema1210"];
            action: components["schemas"]["WebhookAction"];
            state: components["schemas"]["__schema1211"];
            test: components["schemas"]["__schema1212"];
            redeliveryOf?: components["schemas"]["__schema1213"];
            attemptCount: components["schemas"]["__schema1214"];
            nextRetryAt?: components["schemas"]["__schema1215"];
            movedToDlq: components["schemas"]["__schema1216"];
            attempts: components["schemas"]["__schema1217"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryAttempt: {
            attempt: components["schemas"]["__schema1218"];
            at: components["schemas"]["DateTime"];
            latencyMs: components["schemas"]["__schema1219"];
            statusCode?: components["schemas"]["__schema1220"];
            errorClass?: components["schemas"]["__schema1221"];
            error?: components["schemas"]["__schema1222"];
            responseExcerpt?: components["schemas"]["__schema1223"];
            nextRetryAt?: components["schemas"]["__schema1225"];
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
            eventId: components["schemas"]["__schema1226"];
            action: components["schemas"]["WebhookAction"];
            occurredAt: components["schemas"]["DateTime"];
            test: components["schemas"]["__schema1227"];
            data: components["schemas"]["__schema1228"];
        };
        /**
         * @example {
         *       "tenantUserUid": "u-kari",
         *       "displayName": "Kari Nordmann",
         *       "userCode": "1042",
         *       "email": "kari@example.com",
         *       "mobile": "+4791234567",
         *       "stores": [
         *         "oslo-sentrum"
         *       ],
         *       "role": "STORE",
         *       "createdAt": "2026-11-25T08:00:00.000Z",
         *       "lastModifiedAt": "2026-11-25T08:00:00.000Z"
         *     }
         */
        User: {
            tenantUserUid: components["schemas"]["__schema1231"];
            displayName: components["schemas"]["__schema1232"];
            userCode: components["schemas"]["__schema1233"];
            email: components["schemas"]["__schema1234"];
            mobile: components["schemas"]["__schema1235"];
            stores: components["schemas"]["__schema1236"];
            role: components["schemas"]["UserRole"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        UserPage: {
            items: components["schemas"]["__schema1237"];
            paging: components["schemas"]["Paging"];
        };
        /**
         * @example {
         *       "tillUid": "till-1",
         *       "storeUid": "oslo-sentrum",
         *       "name": "Till 1",
         *       "number": 1,
         *       "createdAt": "2026-11-25T08:00:00.000Z",
         *       "lastModifiedAt": "2026-11-25T08:00:00.000Z"
         *     }
         */
        Till: {
            tillUid: components["schemas"]["__schema1238"];
            storeUid: components["schemas"]["__schema1239"];
            name: components["schemas"]["__schema1240"];
            number: components["schemas"]["__schema1241"];
            barcodePrinter?: components["schemas"]["__schema1242"];
            receiptPrinter?: components["schemas"]["__schema1244"];
            regularPrinter?: components["schemas"]["__schema1245"];
            appSettings?: components["schemas"]["__schema1246"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        TillSession: {
            sessionUid: components["schemas"]["__schema1248"];
            tillUid: components["schemas"]["__schema1249"];
            tillName: components["schemas"]["__schema1250"];
            tillNumber: components["schemas"]["__schema1251"];
            storeUid: components["schemas"]["__schema1252"];
            state: components["schemas"]["__schema1253"];
            openedAt: components["schemas"]["DateTime"];
            openedBy: components["schemas"]["__schema1254"];
            openingFloat: components["schemas"]["__schema1255"];
            running: components["schemas"]["__schema1256"];
            movements: components["schemas"]["__schema1267"];
            closedAt?: components["schemas"]["__schema1269"];
            closedBy?: components["schemas"]["__schema1270"];
            note?: components["schemas"]["__schema1271"];
            report?: components["schemas"]["__schema1272"];
        };
        TillZReport: {
            openingFloat: components["schemas"]["__schema1273"];
            cashSettlements: components["schemas"]["__schema1274"];
            change: components["schemas"]["__schema1275"];
            deposits: components["schemas"]["__schema1276"];
            withdrawals: components["schemas"]["__schema1277"];
            expectedCash: components["schemas"]["__schema1278"];
            countedCash: components["schemas"]["__schema1279"];
            cashDifference: components["schemas"]["__schema1280"];
            lines: components["schemas"]["__schema1281"];
            expected: components["schemas"]["__schema1282"];
            counted: components["schemas"]["__schema1283"];
            difference: components["schemas"]["__schema1284"];
            vat: components["schemas"]["__schema1285"];
            receiptsCount: components["schemas"]["__schema1286"];
            grandTotal: components["schemas"]["__schema1287"];
            firstVoucherNumber: components["schemas"]["__schema1288"];
            lastVoucherNumber: components["schemas"]["__schema1289"];
            movements: components["schemas"]["__schema1290"];
        };
        TillSessionPage: {
            items: components["schemas"]["__schema1291"];
            paging: components["schemas"]["__schema1292"];
        };
        /**
         * @example {
         *       "printerUid": "oslo-till-1-receipt",
         *       "storeUid": "oslo-sentrum",
         *       "name": "Till 1 receipt printer",
         *       "type": "RECEIPT",
         *       "language": "ESCPOS",
         *       "connection": {
         *         "type": "NETWORK",
         *         "address": "192.168.10.31",
         *         "port": 9100
         *       },
         *       "paperWidthMm": 80,
         *       "dpi": 203,
         *       "createdAt": "2026-11-25T09:00:00.000Z",
         *       "lastModifiedAt": "2026-11-25T09:00:00.000Z"
         *     }
         */
        Printer: {
            printerUid: components["schemas"]["__schema1293"];
            storeUid: components["schemas"]["__schema1294"];
            name: components["schemas"]["__schema1295"];
            type: components["schemas"]["__schema1296"];
            language: components["schemas"]["__schema1297"];
            connection: components["schemas"]["PrinterConnectionOutput"];
            paperWidthMm: components["schemas"]["__schema1301"];
            labelHeightMm?: components["schemas"]["__schema1302"];
            dpi: components["schemas"]["__schema1303"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        PrinterPage: {
            items: components["schemas"]["__schema1304"];
            paging: components["schemas"]["Paging"];
        };
        /**
         * @example {
         *       "jobUid": "j0mhxk2p1a-5f1c9a0e2b7d",
         *       "printerUid": "oslo-till-1-receipt",
         *       "storeUid": "oslo-sentrum",
         *       "kind": "TEST_PAGE",
         *       "language": "ESCPOS",
         *       "contentType": "application/vnd.escpos",
         *       "state": "QUEUED",
         *       "attempts": 0,
         *       "expiresAt": "2026-11-26T09:00:00.000Z",
         *       "createdAt": "2026-11-25T09:00:00.000Z"
         *     }
         */
        PrintJob: {
            jobUid: components["schemas"]["__schema1305"];
            printerUid: components["schemas"]["__schema1306"];
            storeUid: components["schemas"]["__schema1307"];
            kind: components["schemas"]["__schema1308"];
            language: components["schemas"]["__schema1309"];
            contentType: components["schemas"]["__schema1310"];
            state: components["schemas"]["__schema1311"];
            attempts: components["schemas"]["__schema1312"];
            leasedBy?: components["schemas"]["__schema1313"];
            leaseExpiresAt?: components["schemas"]["__schema1314"];
            message?: components["schemas"]["__schema1315"];
            completedAt?: components["schemas"]["__schema1316"];
            expiresAt: components["schemas"]["DateTime"];
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * @example {
         *       "device": {
         *         "deviceUid": "oslo-till-1",
         *         "storeUid": "oslo-sentrum",
         *         "name": "Till 1",
         *         "hasToken": true,
         *         "tokenHint": "Qx7w",
         *         "tokenIssuedAt": "2026-11-25T09:00:00.000Z",
         *         "createdAt": "2026-11-25T09:00:00.000Z",
         *         "lastModifiedAt": "2026-11-25T09:00:00.000Z"
         *       },
         *       "token": "rcs_dt_3q2-7wEjvR2lZp0m8yXcTQm1Uo9bVh4sKfA6dNqQx7w"
         *     }
         */
        DeviceWithToken: {
            device: components["schemas"]["Device"];
            token: components["schemas"]["__schema1323"];
        };
        /**
         * @example {
         *       "deviceUid": "oslo-till-1",
         *       "storeUid": "oslo-sentrum",
         *       "name": "Till 1",
         *       "hasToken": true,
         *       "tokenHint": "Qx7w",
         *       "tokenIssuedAt": "2026-11-25T09:00:00.000Z",
         *       "createdAt": "2026-11-25T09:00:00.000Z",
         *       "lastModifiedAt": "2026-11-25T09:00:00.000Z"
         *     }
         */
        Device: {
            deviceUid: components["schemas"]["__schema1317"];
            storeUid: components["schemas"]["__schema1318"];
            name: components["schemas"]["__schema1319"];
            hasToken: components["schemas"]["__schema1320"];
            tokenHint: components["schemas"]["__schema1321"];
            tokenIssuedAt?: components["schemas"]["__schema1322"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        /** @description Every device of the tenant, or of one store */
        DeviceList: {
            items: components["schemas"]["__schema1324"];
        };
        /**
         * @example {
         *       "tenantUid": "nordlys",
         *       "device": {
         *         "deviceUid": "oslo-till-1",
         *         "storeUid": "oslo-sentrum",
         *         "name": "Till 1",
         *         "hasToken": true,
         *         "tokenHint": "Qx7w",
         *         "tokenIssuedAt": "2026-11-25T09:00:00.000Z",
         *         "createdAt": "2026-11-25T09:00:00.000Z",
         *         "lastModifiedAt": "2026-11-25T09:00:00.000Z"
         *       },
         *       "store": {
         *         "storeUid": "oslo-sentrum",
         *         "name": "Oslo Sentrum"
         *       },
         *       "printers": [
         *         {
         *           "printerUid": "oslo-till-1-receipt",
         *           "storeUid": "oslo-sentrum",
         *           "name": "Till 1 receipt printer",
         *           "type": "RECEIPT",
         *           "language": "ESCPOS",
         *           "connection": {
         *             "type": "NETWORK",
         *             "address": "192.168.10.31",
         *             "port": 9100
         *           },
         *           "paperWidthMm": 80,
         *           "dpi": 203,
         *           "createdAt": "2026-11-25T09:00:00.000Z",
         *           "lastModifiedAt": "2026-11-25T09:00:00.000Z"
         *         }
         *       ]
         *     }
         */
        DeviceSelf: {
            tenantUid: components["schemas"]["__schema1325"];
            device: components["schemas"]["Device"];
            store: components["schemas"]["__schema1326"];
            printers: components["schemas"]["__schema1327"];
        };
        LeasedJobs: {
            items: components["schemas"]["__schema1328"];
        };
        /**
         * @example {
         *       "jobUid": "j0mhxk2p1a-5f1c9a0e2b7d",
         *       "printerUid": "oslo-till-1-receipt",
         *       "storeUid": "oslo-sentrum",
         *       "kind": "TEST_PAGE",
         *       "language": "ESCPOS",
         *       "contentType": "application/vnd.escpos",
         *       "state": "LEASED",
         *       "attempts": 1,
         *       "expiresAt": "2026-11-26T09:00:00.000Z",
         *       "createdAt": "2026-11-25T09:00:00.000Z",
         *       "leasedBy": "oslo-till-1",
         *       "leaseExpiresAt": "2026-11-25T09:01:00.000Z",
         *       "content": "G0AbdBAbYQEbRQFQUklOVEVSIFRFU1QgUEFHRQobRQA="
         *     }
         */
        DeviceJob: {
            jobUid: components["schemas"]["__schema1305"];
            printerUid: components["schemas"]["__schema1306"];
            storeUid: components["schemas"]["__schema1307"];
            kind: components["schemas"]["__schema1308"];
            language: components["schemas"]["__schema1309"];
            contentType: components["schemas"]["__schema1310"];
            state: components["schemas"]["__schema1311"];
            attempts: components["schemas"]["__schema1312"];
            leasedBy?: components["schemas"]["__schema1313"];
            leaseExpiresAt?: components["schemas"]["__schema1314"];
            message?: components["schemas"]["__schema1315"];
            completedAt?: components["schemas"]["__schema1316"];
            expiresAt: components["schemas"]["DateTime"];
            createdAt: components["schemas"]["DateTime"];
            content: components["schemas"]["__schema1329"];
        };
        /** @enum {string} */
        __schema628: "ok" | "degraded";
        __schema629: string;
        __schema630: {
            [key: string]: {
                /** @enum {string} */
                status: "ok" | "error";
                detail?: string;
            };
        };
        __schema631: string;
        __schema632: string;
        __schema633: number;
        __schema634: string;
        __schema635: string;
        __schema636: string;
        __schema637: {
            path: string;
            message: string;
        }[];
        __schema638: string;
        __schema639: string;
        /** @enum {string} */
        __schema640: "access" | "auth" | "integration" | "device";
        /** @enum {string} */
        __schema641: "ADMIN" | "BACKOFFICE" | "STORE";
        __schema642: ("SALES_ORDER" | "RETURN_ORDER" | "CUSTOMER" | "ACCOUNTING_CONFIG" | "WEBHOOK" | "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER" | "RECEIVEMENT" | "SERVICE_ORDER")[];
        __schema643: components["schemas"]["AccountingConfigEntry"][];
        /** @description The same uid under the field name of spec 2.8 (the endpoints call it accountingConfigUid) */
        __schema644: components["schemas"]["UID"];
        __schema645: string;
        __schema646: number;
        __schema647: number;
        __schema648: number;
        __schema649: components["schemas"]["ProductGroupMapping"][];
        __schema650: string;
        __schema651: string;
        __schema652: string;
        __schema653: string;
        __schema654: string;
        /** @description The group whose mapping applies */
        __schema655: string;
        /** @description The product's group up to that group, nearest first */
        __schema656: components["schemas"]["__schema657"][];
        __schema657: string;
        __schema658: string;
        __schema659: string;
        __schema660: string;
        __schema661: string;
        __schema662: string;
        __schema663: string;
        __schema664: string;
        __schema665: string;
        __schema666: string;
        __schema667: {
            vatCodeUid: components["schemas"]["UID"];
            account: string;
        }[];
        __schema668: string;
        __schema669: string;
        __schema670: string;
        __schema671: string;
        __schema672: string;
        __schema673: {
            vatCodeUid: components["schemas"]["UID"];
            value: string;
        }[];
        __schema674: string;
        __schema675: string;
        __schema676: string;
        __schema677: string;
        __schema678: string;
        __schema679: string;
        __schema680: string;
        __schema681: string;
        __schema682: string;
        __schema683: string;
        __schema684: string;
        __schema685: string;
        __schema686: string;
        __schema687: string;
        __schema688: string;
        __schema689: string;
        __schema690: string;
        __schema691: string;
        __schema692: string;
        __schema693: components["schemas"]["CustomerAddress"][];
        __schema694: string;
        __schema695: string;
        __schema696: string;
        __schema697: string;
        __schema698: string;
        __schema699: string;
        __schema700: string;
        __schema701: string;
        __schema702: string;
        __schema703: string;
        __schema704: string;
        __schema705: components["schemas"]["CustomerScopedContact"][];
        __schema706: string;
        __schema707: string;
        __schema708: string;
        __schema709: string;
        __schema710: string;
        __schema711: string;
        __schema712: components["schemas"]["CustomerExtensionOutput"][];
        __schema713: string;
        __schema714: components["schemas"]["CustomerExtensionOutput"][];
        __schema715: components["schemas"]["CustomerConsent"][];
        __schema716: string;
        __schema717: string;
        __schema718: boolean;
        __schema719: string;
        __schema720: components["schemas"]["CustomerCreditOutput"];
        __schema721: number;
        __schema722: number;
        __schema723: number;
        __schema724: components["schemas"]["AccountManager"];
        __schema725: string;
        __schema726: string;
        __schema727: string;
        __schema728: boolean;
        __schema729: components["schemas"]["CustomerEhf"];
        __schema730: boolean;
        __schema731: string;
        __schema732: string[];
        __schema733: components["schemas"]["DefaultStore"];
        __schema734: string;
        __schema735: string;
        __schema736: number;
        __schema737: components["schemas"]["Customer"][];
        __schema738: components["schemas"]["CustomerContact"][];
        __schema739: string;
        __schema740: string;
        __schema741: string;
        __schema742: string;
        __schema743: string;
        __schema744: string;
        __schema745: components["schemas"]["CustomerContactCustomer"][];
        __schema746: string;
        __schema747: string;
        __schema748: components["schemas"]["CustomerExtensionOutput"][];
        __schema749: components["schemas"]["CustomerContactCustomer"][];
        __schema750: components["schemas"]["CustomerScopedContact"][];
        __schema751: string;
        /** @description '' for a top-level group */
        __schema752: string;
        __schema753: string;
        __schema754: string;
        __schema755: string;
        __schema756: number;
        __schema757: components["schemas"]["ProductGroup"][];
        __schema758: string;
        __schema759: string;
        __schema760: string;
        __schema761: string;
        __schema762: string;
        __schema763: string;
        __schema764: boolean;
        __schema765: string;
        __schema766: string;
        __schema767: components["schemas"]["ProductGtin"][];
        __schema768: string;
        __schema769: boolean;
        __schema770: string;
        __schema771: string;
        /** @description VAT rate in basis points: 2500 = 25 % (as order lines) */
        __schema772: number;
        /** @description Integer amount in minor units */
        __schema773: number;
        __schema774: components["schemas"]["ProductPrice"];
        __schema775: string;
        __schema776: components["schemas"]["AllowedAction"][];
        __schema777: components["schemas"]["CatalogueProductProperty"][];
        __schema778: string;
        __schema779: string;
        __schema780: string;
        __schema781: string;
        __schema782: string;
        __schema783: boolean;
        __schema784: string;
        __schema785: components["schemas"]["ProductPropertyValue"][];
        __schema786: string;
        __schema787: string;
        __schema788: string;
        __schema789: components["schemas"]["ProductComponent"][];
        __schema790: string;
        __schema791: number;
        __schema792: components["schemas"]["ProductCoverImage"];
        __schema793: string;
        __schema794: string;
        __schema795: string;
        __schema796: components["schemas"]["Product"][];
        __schema797: {
            index: number;
            productUid: string;
            /** @description 201 created, 200 updated or unchanged, else the problem status */
            status: number;
            problem?: {
                type: components["schemas"]["__schema631"];
                title: components["schemas"]["__schema632"];
                status: components["schemas"]["__schema633"];
                detail: components["schemas"]["__schema634"];
                errors?: components["schemas"]["__schema637"];
            };
        }[];
        __schema798: components["schemas"]["ProductMedia"][];
        __schema799: string;
        __schema800: string;
        __schema801: string;
        __schema802: string;
        __schema803: string;
        __schema804: number;
        __schema805: boolean;
        __schema806: string;
        __schema807: string;
        __schema808: string;
        __schema809: string;
        __schema810: string;
        __schema811: string;
        __schema812: string;
        __schema813: string;
        __schema814: string;
        __schema815: string;
        __schema816: string;
        __schema817: string;
        __schema818: string;
        __schema819: string;
        __schema820: string;
        __schema821: string;
        __schema822: string;
        __schema823: string;
        __schema824: string;
        __schema825: components["schemas"]["Store"][];
        __schema826: string;
        __schema827: string;
        __schema828: string;
        __schema829: components["schemas"]["Pricelist"][];
        __schema830: components["schemas"]["Price"][];
        __schema831: string;
        __schema832: string;
        __schema833: string;
        /** @description Unit price, integer minor units of the pricelist currency */
        __schema834: number;
        __schema835: components["schemas"]["DateTime"] | null;
        __schema836: components["schemas"]["DateTime"] | null;
        __schema837: {
            minQuantity: number;
            amount: components["schemas"]["__schema834"];
        }[];
        __schema838: {
            pageSize: number;
            /** @description Pass as `after` for the next page; null on the last page */
            next: components["schemas"]["__schema839"] | null;
        };
        __schema839: string;
        __schema840: string;
        __schema841: string;
        __schema842: string;
        __schema843: number;
        /** @description Integer minor units of `currency` */
        __schema844: number;
        /** @description unitPrice x quantity */
        __schema845: number;
        __schema846: string;
        /** @enum {string} */
        __schema847: "CUSTOMER_PRICELIST" | "STORE_PRICELIST" | "PRODUCT_DEFAULT";
        /** @description '' when the source is PRODUCT_DEFAULT */
        __schema848: string;
        /** @description The quantity break applied (1: the base price) */
        __schema849: number;
        __schema850: components["schemas"]["DateTime"] | null;
        __schema851: components["schemas"]["DateTime"] | null;
        __schema852: string;
        __schema853: string;
        __schema854: string;
        __schema855: boolean;
        __schema856: components["schemas"]["StockLevel"][];
        __schema857: string;
        __schema858: string;
        __schema859: number;
        __schema860: number;
        /** @description onHand - reserved */
        __schema861: number;
        /** @description Ordered on open purchase orders (SENT, PARTLY_RECEIVED) and not received yet. On stock reads; the level in a movement result leaves it out */
        __schema862: components["schemas"]["__schema863"];
        __schema863: number;
        /** @description The number of movements so far */
        __schema864: number;
        __schema865: components["schemas"]["DateTime"] | null;
        __schema866: {
            pageSize: number;
            next: string | null;
        };
        __schema867: components["schemas"]["StockMovement"] | null;
        __schema868: string;
        __schema869: string;
        /** @description The level's version this movement made */
        __schema870: number;
        /**
         * @description SALE, DELIVERY (reserved goods leaving at delivery), RECEIVEMENT and RESERVATION are recorded by the service
         * @enum {string}
         */
        __schema871: "ADJUSTMENT" | "COUNT" | "SALE" | "RETURN" | "RECEIVEMENT" | "TRANSFER_OUT" | "TRANSFER_IN" | "RESERVATION" | "DELIVERY";
        __schema872: number;
        __schema873: number;
        __schema874: string;
        __schema875: string;
        /** @description RESERVATION, SALE and DELIVERY movements: the change of reserved (onHand is quantityChange) */
        __schema876: components["schemas"]["__schema877"];
        __schema877: number;
        /** @description reserved after the movement */
        __schema878: components["schemas"]["__schema879"];
        __schema879: number;
        __schema880: components["schemas"]["StockMovement"][];
        __schema881: {
            pageSize: number;
            next: number | null;
        };
        __schema882: {
            productUid: string;
            /** @description 200 counted (or unchanged), 404 unknown product, 409 lost to concurrent changes */
            status: number;
            level?: components["schemas"]["StockLevel"];
            problem?: {
                title: string;
                detail: string;
            };
        }[];
        __schema883: string;
        __schema884: number;
        __schema885: number;
        __schema886: number;
        __schema887: number;
        __schema888: components["schemas"]["StockLevel"][];
        __schema889: string;
        /** @enum {string} */
        __schema890: "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER";
        __schema891: string;
        /** @enum {string} */
        __schema892: "DRAFT" | "SENT" | "PARTLY_RECEIVED" | "RECEIVED" | "CANCELLED";
        __schema893: string;
        __schema894: string | null;
        __schema895: string | null;
        __schema896: string;
        __schema897: string;
        __schema898: string;
        __schema899: components["schemas"]["DateTime"] | null;
        __schema900: boolean;
        __schema901: {
            purchaseOrderItemUid: string;
            productUid: string;
            sku: string;
            quantityOrdered: number;
            quantityReceived: number;
            /** @description max(0, quantityOrdered - quantityReceived) */
            quantityOpen: number;
        }[];
        __schema902: components["schemas"]["DateTime"] | null;
        __schema903: components["schemas"]["DateTime"] | null;
        __schema904: components["schemas"]["DateTime"] | null;
        __schema905: string;
        __schema906: components["schemas"]["PurchaseOrder"][];
        __schema907: {
            pageSize: number;
            next: string | null;
        };
        __schema908: string;
        __schema909: string;
        __schema910: string;
        __schema911: string;
        __schema912: string;
        __schema913: {
            receivementItemUid: string;
            purchaseOrderItemUid: string;
            productUid: string;
            quantity: number;
        }[];
        __schema914: string;
        __schema915: components["schemas"]["Receivement"][];
        __schema916: string;
        __schema917: string;
        __schema918: string;
        /** @enum {string} */
        __schema919: "day" | "week" | "month" | "store" | "productGroup" | "tenantUser";
        __schema920: string[] | null;
        /** @description In key order, then currency */
        __schema921: components["schemas"]["OrderReportGroup"][];
        /** @description The day (YYYY-MM-DD), week (its Monday, YYYY-MM-DD), month (YYYY-MM), storeUid, productGroupUid or tenantUserUid */
        __schema922: string;
        /** @description Amounts are summed per currency: a group with orders in two currencies has two rows */
        __schema923: string;
        /** @description Orders taken (for productGroup and tenantUser: orders with a line in the group) */
        __schema924: number;
        /** @description Including VAT, after discounts */
        __schema925: components["schemas"]["__schema773"];
        /** @description gross - vat */
        __schema926: components["schemas"]["__schema773"];
        /** @description Line discounts given, including VAT */
        __schema927: components["schemas"]["__schema773"];
        /** @description The lines' cost (itemCost x quantity, excluding VAT) */
        __schema928: components["schemas"]["__schema773"];
        /** @description net - cost; a line without a cost counts its whole net */
        __schema929: components["schemas"]["__schema773"];
        __schema930: string;
        __schema931: string;
        __schema932: string;
        /** @description The text sent; for a template, its rendered text body */
        __schema933: string;
        __schema934: string;
        __schema935: string;
        __schema936: components["schemas"]["NotificationTemplateType"];
        __schema937: {
            key: string;
            value: string;
        }[];
        __schema938: string;
        /** @description Hand-overs to the provider tried so far */
        __schema939: number;
        __schema940: components["schemas"]["DateTime"];
        __schema941: components["schemas"]["NotificationEvent"][];
        /** @description Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ... */
        __schema942: string;
        /** @enum {string} */
        __schema943: "MAILPROVIDER" | "SES" | "SENDER";
        __schema944: string;
        __schema945: string;
        __schema946: string;
        __schema947: string;
        __schema948: components["schemas"]["Notification"][];
        __schema949: components["schemas"]["NotificationTemplate"][];
        __schema950: string;
        __schema951: components["schemas"]["NotificationMessageType"][];
        __schema952: ("customerUid" | "orderUid")[];
        __schema953: {
            key: string;
            required: boolean;
            /**
             * @description url: an http(s) link
             * @enum {string}
             */
            format: "text" | "url";
            description: string;
        }[];
        __schema954: string;
        __schema955: string;
        /**
         * @description From the lines (spec 3): COMPLETE when every deliverable line is delivered, IN_PROGRESS when some are delivered or reserved
         * @enum {string}
         */
        __schema956: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema957: string;
        __schema958: number;
        __schema959: {
            gross: components["schemas"]["__schema773"];
            net: components["schemas"]["__schema773"];
            vat: components["schemas"]["__schema773"];
            discount: components["schemas"]["__schema773"];
            cost: components["schemas"]["__schema773"];
            grossProfit: components["schemas"]["__schema773"];
        };
        __schema960: string;
        __schema961: string;
        __schema962: components["schemas"]["OrderItemResponse"][];
        __schema963: {
            orderHandlingActionUid: components["schemas"]["UID"];
            handlingUid: components["schemas"]["UID"];
            handlingActionUid: components["schemas"]["UID"];
            handlingName: components["schemas"]["__schema964"];
            handlingActionName: components["schemas"]["__schema965"];
            comment: components["schemas"]["__schema966"];
            handlingDescription: components["schemas"]["__schema967"];
            createdBy: components["schemas"]["__schema968"];
            lastModifiedBy: components["schemas"]["__schema969"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        }[];
        __schema964: string;
        __schema965: string;
        __schema966: string;
        __schema967: string;
        __schema968: string;
        __schema969: string;
        __schema970: components["schemas"]["AllowedAction"][];
        __schema971: string;
        __schema972: string;
        __schema973: string;
        __schema974: string;
        __schema975: string;
        __schema976: string;
        __schema977: string;
        __schema978: string;
        __schema979: string;
        __schema980: string;
        __schema981: string;
        __schema982: string;
        __schema983: number;
        __schema984: number;
        __schema985: number;
        __schema986: number;
        /** @description Basis points of itemPrice */
        __schema987: number;
        /** @description Basis points of the net (ex VAT) unit price */
        __schema988: number;
        __schema989: number;
        __schema990: number;
        __schema991: number;
        __schema992: number;
        __schema993: number;
        __schema994: number;
        __schema995: number;
        __schema996: number;
        __schema997: number;
        __schema998: number;
        __schema999: number;
        __schema1000: number;
        __schema1001: {
            uid: components["schemas"]["UID"];
            key: string;
            value: string;
        }[];
        __schema1002: {
            productPropertyUid: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            propertyOptionUid: components["schemas"]["UID"];
            propertyName: components["schemas"]["__schema1003"];
            propertyOptionName: components["schemas"]["__schema1004"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema1005"];
            propertyText?: components["schemas"]["__schema1006"];
        }[];
        __schema1003: string;
        __schema1004: string;
        __schema1005: boolean;
        __schema1006: string;
        __schema1007: {
            productMediaUid: components["schemas"]["UID"];
            mainUrl: string;
            thumbnailUrl: string;
        };
        __schema1008: components["schemas"]["DateTime"] | null;
        __schema1009: {
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
        __schema1010: {
            gtin: string;
            primary: boolean;
            type: string;
        }[];
        __schema1011: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            orderNumber: string;
            type: components["schemas"]["OrderLinkType"];
        }[];
        __schema1012: {
            orderReceiptUid: components["schemas"]["UID"];
            voucherNumber: string;
            /** @enum {string} */
            settleState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        }[];
        __schema1013: string;
        __schema1014: string;
        __schema1015: string;
        __schema1016: string;
        __schema1017: number;
        __schema1018: number;
        __schema1019: number;
        __schema1020: number;
        __schema1021: number;
        __schema1022: number;
        __schema1023: number;
        __schema1024: components["schemas"]["SettlementResponse"][];
        __schema1025: number;
        __schema1026: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        }[];
        __schema1027: string;
        __schema1028: string;
        __schema1029: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        }[];
        __schema1030: string;
        __schema1031: string;
        __schema1032: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        __schema1033: string;
        __schema1034: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema1035: {
            key: string;
            value: string;
        }[];
        __schema1036: number;
        __schema1037: number;
        __schema1038: number;
        __schema1039: number;
        __schema1040: string;
        __schema1041: components["schemas"]["SettlementTransaction"][];
        __schema1042: string;
        __schema1043: string;
        __schema1044: number;
        __schema1045: string;
        __schema1046: string;
        __schema1047: components["schemas"]["LedgerType"];
        __schema1048: components["schemas"]["DateTime"];
        __schema1049: components["schemas"]["OptionalUID"];
        __schema1050: string;
        __schema1051: number;
        __schema1052: number;
        __schema1053: number;
        __schema1054: number;
        __schema1055: components["schemas"]["OrderItemResponse"][];
        __schema1056: components["schemas"]["ReceiptResponse"][];
        __schema1057: string;
        __schema1058: string;
        __schema1059: {
            handlingActionUid: components["schemas"]["UID"];
            name: string;
        }[];
        __schema1060: components["schemas"]["Handling"][];
        /** @description '' until a handling is chosen */
        __schema1061: components["schemas"]["OptionalUID"];
        __schema1062: string;
        __schema1063: components["schemas"]["OrderHandlingState"] | null;
        __schema1064: components["schemas"]["DateTime"] | null;
        __schema1065: string;
        __schema1066: string;
        /** @description Every action recorded on the lines, line by line in the order of recording */
        __schema1067: components["schemas"]["__schema1068"][];
        __schema1068: {
            orderHandlingActionUid: components["schemas"]["UID"];
            handlingUid: components["schemas"]["UID"];
            handlingActionUid: components["schemas"]["UID"];
            handlingName: components["schemas"]["__schema964"];
            handlingActionName: components["schemas"]["__schema965"];
            comment: components["schemas"]["__schema966"];
            handlingDescription: components["schemas"]["__schema967"];
            createdBy: components["schemas"]["__schema968"];
            lastModifiedBy: components["schemas"]["__schema969"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            orderItemUid: components["schemas"]["UID"];
        };
        __schema1069: components["schemas"]["DateTime"] | null;
        __schema1070: string;
        __schema1071: components["schemas"]["DeliveryLine"][];
        __schema1072: string;
        __schema1073: string;
        __schema1074: number;
        /** @description The line's warehouse when delivered: its reserved warehouse, which reserved goods leave (for the picker); empty when it has none */
        __schema1075: components["schemas"]["OptionalUID"];
        __schema1076: string;
        __schema1077: components["schemas"]["DateTime"] | null;
        __schema1078: string;
        __schema1079: string;
        __schema1080: components["schemas"]["DeliveryResponse"][];
        __schema1081: components["schemas"]["DeliveryResponse"][];
        __schema1082: number;
        __schema1083: number;
        __schema1084: string;
        __schema1085: string;
        __schema1086: string;
        __schema1087: string;
        __schema1088: string;
        __schema1089: {
            refundUid: components["schemas"]["UID"];
            amount: number;
            externalPaymentReference: string;
            tenantUserUid: components["schemas"]["UID"];
            createdAt: components["schemas"]["DateTime"];
        }[];
        __schema1090: components["schemas"]["PrePayment"][];
        __schema1091: {
            pageNumber: number;
            pageSize: number;
            totalCount: number;
        };
        __schema1092: number;
        __schema1093: number;
        __schema1094: number;
        __schema1095: number;
        __schema1096: {
            orderReceiptUid: components["schemas"]["UID"];
            settlementUid: components["schemas"]["UID"];
            amount: number;
            createdAt: components["schemas"]["DateTime"];
        }[];
        __schema1097: components["schemas"]["OrderItemResponse"][];
        __schema1098: {
            orderUid: string;
            orderItemUid: string;
            /** @description false when the line already had this reservation */
            changed: boolean;
            item: components["schemas"]["OrderItemResponse"];
        }[];
        __schema1099: string;
        /** @description When the customer was first erased */
        __schema1100: string;
        /** @description The user (token subject) who asked for the erase */
        __schema1101: string;
        /** @description x-request-id of the erase request that did it */
        __schema1102: string;
        /** @description Records the first erase changed */
        __schema1103: components["schemas"]["ErasureCounts"];
        __schema1104: number;
        __schema1105: number;
        __schema1106: number;
        __schema1107: number;
        __schema1108: number;
        /** @constant */
        __schema1109: "retail-commerce-customer-export/1";
        __schema1110: string;
        __schema1111: string;
        __schema1112: string;
        /** @description The erase, when the customer was erased */
        __schema1113: components["schemas"]["CustomerErasure"] | null;
        /** @description The customer as GET /customers/{customerUid} shows it */
        __schema1114: components["schemas"]["Customer"];
        /** @description The customer addresses (also inside `customer`) */
        __schema1115: components["schemas"]["__schema1116"][];
        __schema1116: {
            [key: string]: unknown;
        };
        /** @description The consents given or withdrawn (also inside `customer`) */
        __schema1117: components["schemas"]["__schema1118"][];
        __schema1118: {
            [key: string]: unknown;
        };
        /** @description The customer-scoped contacts (also inside `customer`) */
        __schema1119: components["schemas"]["__schema1120"][];
        __schema1120: {
            [key: string]: unknown;
        };
        /** @description Each contact link as stored: role, extensions and the copied names */
        __schema1121: components["schemas"]["__schema1122"][];
        __schema1122: {
            [key: string]: unknown;
        };
        /** @description The customer ledger number in each store that has one (spec 2.8) */
        __schema1123: components["schemas"]["__schema1124"][];
        __schema1124: {
            [key: string]: unknown;
        };
        /** @description Orders of the customer, as GET of an order shows them, by order number */
        __schema1125: components["schemas"]["__schema1126"][];
        __schema1126: {
            [key: string]: unknown;
        };
        /** @description Receipts of those orders, as GET of a receipt shows them without settlements */
        __schema1127: components["schemas"]["__schema1128"][];
        __schema1128: {
            [key: string]: unknown;
        };
        /** @description Settlements of those receipts, each with its orderReceiptUid */
        __schema1129: components["schemas"]["__schema1130"][];
        __schema1130: {
            [key: string]: unknown;
        };
        /** @description E-mails and SMS sent about the customer: those with its uid, oldest first, then those sent to its e-mail or phone numbers without a customer's uid */
        __schema1131: components["schemas"]["__schema1132"][];
        __schema1132: {
            [key: string]: unknown;
        };
        /** @description Service orders: always empty until the service has them (see notes) */
        __schema1133: components["schemas"]["__schema1134"][];
        __schema1134: {
            [key: string]: unknown;
        };
        /** @description The customer's loyalty points ledger (earned, spent, expired), newest first */
        __schema1135: components["schemas"]["__schema1136"][];
        __schema1136: {
            [key: string]: unknown;
        };
        /** @description Deliveries of the customer's orders */
        __schema1137: components["schemas"]["__schema1138"][];
        __schema1138: {
            [key: string]: unknown;
        };
        /** @description Why a collection is empty although it is listed */
        __schema1139: {
            [key: string]: components["schemas"]["__schema1141"];
        };
        __schema1140: string;
        __schema1141: string;
        __schema1142: components["schemas"]["ShipLabelDeliveryProvider"][];
        __schema1143: string;
        __schema1144: string;
        /** @description Books with a carrier using the tenant's credentials (Secrets Manager) */
        __schema1145: boolean;
        __schema1146: ("PDF" | "ZPL")[];
        __schema1147: components["schemas"]["ShipLabelDeliveryMethod"][];
        __schema1148: string;
        __schema1149: string;
        __schema1150: number;
        /** @description The carrier's code of the method; '' for the local provider */
        __schema1151: string;
        __schema1152: components["schemas"]["ShipLabelDeliveryMethod"][];
        __schema1153: string;
        __schema1154: string;
        __schema1155: string;
        __schema1156: {
            /** @description The parcel number (an SSCC-18 with the local provider) */
            parcelNumber: string;
            weightGrams: number;
            lengthCm: number;
            widthCm: number;
            heightCm: number;
        }[];
        __schema1157: number;
        __schema1158: components["schemas"]["UID"][];
        __schema1159: string;
        __schema1160: {
            pdf: {
                /** @constant */
                contentType: "application/pdf";
                base64: string;
            };
            /** @description ZPL II for a 4 x 6 inch, 203 dpi label printer; null when the provider makes none */
            zpl: components["schemas"]["__schema1161"] | null;
        };
        __schema1161: {
            /** @constant */
            contentType: "application/zpl";
            data: string;
        };
        __schema1162: string;
        __schema1163: components["schemas"]["ShipLabelDelivery"][];
        __schema1164: {
            pageSize: number;
            next: string | null;
        };
        /** @default true */
        __schema1165: boolean;
        /** @description Orders in another currency earn nothing and cannot spend points */
        __schema1166: string;
        /** @description Points earned per currency unit paid */
        __schema1167: number;
        /**
         * @description Minor units of one currency unit (100: 1 NOK)
         * @default 100
         */
        __schema1168: components["schemas"]["__schema1169"];
        __schema1169: number;
        /**
         * @description How fractional points of an order are rounded
         * @default FLOOR
         */
        __schema1170: components["schemas"]["__schema1171"];
        /** @enum {string} */
        __schema1171: "FLOOR" | "HALF_UP" | "CEIL";
        /**
         * @description Minor units one point pays
         * @default 1
         */
        __schema1172: components["schemas"]["__schema1173"];
        __schema1173: number;
        /**
         * @description Days earned points live; 0 = they never expire
         * @default 365
         */
        __schema1174: components["schemas"]["__schema1175"];
        __schema1175: number;
        __schema1176: number;
        /** @description Points that count now (expired ones left out) */
        __schema1177: number;
        __schema1178: number;
        __schema1179: number;
        __schema1180: number;
        __schema1181: {
            expiresAt: string;
            points: number;
        }[];
        __schema1182: {
            items: components["schemas"]["LoyaltyLedgerEntry"][];
            paging: {
                pageSize: number;
                next: number | null;
            };
        };
        /** @enum {string} */
        __schema1183: "EARN" | "SPEND" | "EXPIRE" | "RETURN" | "SPEND_RETURN";
        /** @description Signed: what the entry added to the balance */
        __schema1184: number;
        __schema1185: number;
        /** @description Money the entry is about (order base earned on, amount paid with points) */
        __schema1186: number;
        /** @description Last day (YYYY-MM-DD, UTC) earned points count; '' when they do not expire */
        __schema1187: string;
        __schema1188: number;
        /** @description Points the settled order earned (negative for a return) */
        __schema1189: number;
        /** @description Points spent on the order (LOYALTY settlements) */
        __schema1190: number;
        /** @description Money paid with those points */
        __schema1191: number;
        /** @description When the order was settled and earned; null before */
        __schema1192: components["schemas"]["DateTime"] | null;
        __schema1193: components["schemas"]["HttpTransport"][];
        __schema1194: string;
        __schema1195: string;
        __schema1196: string;
        __schema1197: string;
        /** @description "********" when set, else "" */
        __schema1198: string;
        /** @description "********" when set, else "" */
        __schema1199: string;
        __schema1200: components["schemas"]["HttpHeaderOutput"][];
        __schema1201: string;
        __schema1202: string;
        /** @description Standard Webhooks secret (whsec_...): in clear only in the create and rotate responses */
        __schema1203: string;
        /** @description While set, the previous secret also signs every delivery (rotation overlap) */
        __schema1204: components["schemas"]["DateTime"];
        __schema1205: components["schemas"]["Webhook"][];
        __schema1206: string;
        __schema1207: components["schemas"]["WebhookDelivery"][];
        __schema1208: string;
        __schema1209: string;
        /** @description The event id, sent as the webhook-id header */
        __schema1210: string;
        /** @enum {string} */
        __schema1211: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
        __schema1212: boolean;
        __schema1213: string;
        __schema1214: number;
        __schema1215: components["schemas"]["DateTime"];
        __schema1216: boolean;
        __schema1217: components["schemas"]["WebhookDeliveryAttempt"][];
        __schema1218: number;
        __schema1219: number;
        __schema1220: number;
        /** @enum {string} */
        __schema1221: "CLIENT_ERROR" | "REDIRECT" | "SERVER_ERROR" | "TIMEOUT" | "CONNECTION_ERROR" | "BLOCKED_ADDRESS" | "SUBSCRIPTION_DELETED";
        __schema1222: string;
        /** @description First 1 KB of the response body */
        __schema1223: components["schemas"]["__schema1224"];
        __schema1224: string;
        __schema1225: components["schemas"]["DateTime"];
        /** @description The `id` and `webhook-id` of every delivery of the event */
        __schema1226: string;
        /** @constant */
        __schema1227: true;
        /** @description The entity members sent: those of the catalogued example of the action, and `test` */
        __schema1228: {
            [key: string]: components["schemas"]["__schema1230"];
        };
        __schema1229: string;
        __schema1230: unknown;
        __schema1231: string;
        __schema1232: string;
        __schema1233: string;
        __schema1234: string;
        __schema1235: string;
        __schema1236: string[];
        __schema1237: components["schemas"]["User"][];
        __schema1238: string;
        __schema1239: string;
        __schema1240: string;
        __schema1241: number;
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): configure printers on the device instead
         */
        __schema1242: components["schemas"]["__schema1243"];
        __schema1243: string;
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): configure printers on the device instead
         */
        __schema1244: components["schemas"]["__schema1243"];
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): configure printers on the device instead
         */
        __schema1245: components["schemas"]["__schema1243"];
        /**
         * @deprecated
         * @description Deprecated (spec 9.4): free-form settings of the POS app
         */
        __schema1246: components["schemas"]["__schema1247"];
        __schema1247: {
            [key: string]: unknown;
        };
        __schema1248: string;
        __schema1249: string;
        __schema1250: string;
        __schema1251: number;
        __schema1252: string;
        /** @enum {string} */
        __schema1253: "OPEN" | "CLOSED";
        __schema1254: {
            tenantUserUid: string;
            displayName: string;
        };
        __schema1255: number;
        /** @description What the till has taken so far */
        __schema1256: {
            payments: components["schemas"]["__schema1257"];
            change: components["schemas"]["__schema1262"];
            deposits: components["schemas"]["__schema1263"];
            withdrawals: components["schemas"]["__schema1264"];
            expectedCash: components["schemas"]["__schema1265"];
            receiptsCount: components["schemas"]["__schema1266"];
        };
        __schema1257: {
            settlementCode: components["schemas"]["__schema1258"];
            settlementName: components["schemas"]["__schema1259"];
            payments: components["schemas"]["__schema1260"];
            amount: components["schemas"]["__schema1261"];
        }[];
        __schema1258: string;
        __schema1259: string;
        /** @description Payments completed at the till */
        __schema1260: number;
        /** @description Their net amount (captured less refunded) */
        __schema1261: number;
        __schema1262: number;
        __schema1263: number;
        __schema1264: number;
        __schema1265: number;
        __schema1266: number;
        __schema1267: components["schemas"]["__schema1268"][];
        __schema1268: {
            movementUid: string;
            /** @enum {string} */
            type: "DEPOSIT" | "WITHDRAWAL" | "TO_BANK" | "EXPENSE_WITHDRAWAL";
            /** @description The spec 2.8 ACCOUNTNUMBER key the movement is booked to */
            accountKey: string;
            amount: number;
            note: string;
            tenantUserUid: string;
            createdAt: components["schemas"]["DateTime"];
        };
        __schema1269: components["schemas"]["DateTime"];
        __schema1270: components["schemas"]["__schema1254"];
        __schema1271: string;
        /** @description Present once CLOSED */
        __schema1272: components["schemas"]["TillZReport"];
        __schema1273: number;
        __schema1274: number;
        __schema1275: number;
        __schema1276: number;
        __schema1277: number;
        /** @description openingFloat + cashSettlements - change + deposits - withdrawals */
        __schema1278: number;
        __schema1279: number;
        /** @description Booked to CASHFLOAT_DIFF */
        __schema1280: number;
        __schema1281: {
            settlementCode: components["schemas"]["__schema1258"];
            settlementName: components["schemas"]["__schema1259"];
            payments: components["schemas"]["__schema1260"];
            amount: components["schemas"]["__schema1261"];
            expected: number;
            counted: number;
            /** @description counted - expected */
            difference: number;
        }[];
        __schema1282: number;
        __schema1283: number;
        __schema1284: number;
        __schema1285: {
            vatCodeUid: string;
            gross: number;
            vat: number;
        }[];
        __schema1286: number;
        __schema1287: number;
        __schema1288: string;
        __schema1289: string;
        __schema1290: components["schemas"]["__schema1268"][];
        __schema1291: components["schemas"]["TillSession"][];
        __schema1292: {
            next: string | null;
        };
        __schema1293: string;
        __schema1294: string;
        __schema1295: string;
        /** @enum {string} */
        __schema1296: "RECEIPT" | "LABEL" | "A4";
        /** @enum {string} */
        __schema1297: "ESCPOS" | "ZPL" | "PDF";
        /** @enum {string} */
        __schema1298: "NETWORK" | "USB" | "BLUETOOTH" | "SERIAL";
        __schema1299: string;
        __schema1300: number;
        __schema1301: number;
        __schema1302: number;
        __schema1303: number;
        __schema1304: components["schemas"]["Printer"][];
        __schema1305: string;
        __schema1306: string;
        __schema1307: string;
        /** @enum {string} */
        __schema1308: "TEST_PAGE";
        /** @enum {string} */
        __schema1309: "ESCPOS" | "ZPL" | "PDF";
        __schema1310: string;
        /** @enum {string} */
        __schema1311: "QUEUED" | "LEASED" | "PRINTED" | "FAILED";
        __schema1312: number;
        __schema1313: string;
        __schema1314: components["schemas"]["DateTime"];
        __schema1315: string;
        __schema1316: components["schemas"]["DateTime"];
        __schema1317: string;
        __schema1318: string;
        __schema1319: string;
        __schema1320: boolean;
        __schema1321: string;
        __schema1322: components["schemas"]["DateTime"];
        /** @description The device token (rcs_dt_...): shown once, stored only hashed */
        __schema1323: string;
        __schema1324: components["schemas"]["Device"][];
        __schema1325: string;
        __schema1326: {
            storeUid: string;
            name: string;
        };
        __schema1327: components["schemas"]["Printer"][];
        __schema1328: components["schemas"]["DeviceJob"][];
        /** @description The document, base64: ESC/POS bytes, ZPL text or a PDF */
        __schema1329: string;
        CustomerExtensionOutput: {
            extensionCode: components["schemas"]["CustomerExtensionCode"];
            organizationUid: components["schemas"]["__schema713"];
        };
        CustomerCreditOutput: {
            limit: components["schemas"]["__schema721"];
            balance: components["schemas"]["__schema722"];
        };
        HttpHeaderOutput: {
            key: components["schemas"]["__schema1201"];
            value: components["schemas"]["__schema1202"];
        };
        /** @description How the store device reaches the printer; the service itself never connects to it. */
        PrinterConnectionOutput: {
            type: components["schemas"]["__schema1298"];
            address?: components["schemas"]["__schema1299"];
            port?: components["schemas"]["__schema1300"];
        };
    };
    responses: never;
    parameters: {
        /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
        ConsistencyTokenRequest: string;
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
    headers: {
        /** @description Sent by a write that changed something a read-your-writes list shows: present it on your next requests to the tenant (the typed client does) so that they show this write at once. Opaque and signed; valid for this tenant only; says nothing after a minute. */
        ConsistencyToken: string;
    };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
    listPurchaseOrders: {
        parameters: {
            query?: {
                state?: "DRAFT" | "SENT" | "PARTLY_RECEIVED" | "RECEIVED" | "CANCELLED";
                type?: "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER";
                warehouseUid?: components["schemas"]["UID"];
                supplierUid?: components["schemas"]["UID"];
                after?: string;
                pageSize?: number;
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderPage"];
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
    createPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePurchaseOrder"];
            };
        };
        responses: {
            /** @description The order */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
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
            /** @description A warehouse or a product does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The purchaseOrderUid is taken */
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
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                purchaseOrderUid: components["schemas"]["UID"];
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
                    "application/json": components["schemas"]["PurchaseOrder"];
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
    updatePurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                purchaseOrderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePurchaseOrder"];
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
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
            /** @description No such order, warehouse or product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The order is in a state that does not allow this (see the state table) */
            409: {
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
    deletePurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                purchaseOrderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            /** @description No such order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a DRAFT: cancel it instead */
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
    sendPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                purchaseOrderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
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
            /** @description The order is in a state that does not allow this (see the state table) */
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
    cancelPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                purchaseOrderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
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
            /** @description The order is in a state that does not allow this (see the state table) */
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
    listReceivements: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                purchaseOrderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every receivement of the order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivementList"];
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
    createReceivement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                purchaseOrderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReceivement"];
            };
        };
        responses: {
            /** @description The receivement and the order after it */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivementResult"];
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
            /** @description The order is not open, a line would be over-received, or the receivementUid is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A line names no item of the order */
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
    orderIntakeReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderReportRequest"];
            };
        };
        responses: {
            /** @description The report (JSON), or with `Accept: text/csv` the same as CSV */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReport"];
                    "text/csv": components["schemas"]["OrderReportCsv"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
    listHandlings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The handling definitions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandlingList"];
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
    createHandling: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateHandling"];
            };
        };
        responses: {
            /** @description The handling definition */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Handling"];
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
            /** @description The handlingUid is taken */
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
    getHandling: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                handlingUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The handling definition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Handling"];
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
            /** @description No such handling */
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
    getOrderHandling: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            /** @description The handling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHandling"];
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
            /** @description No such order in the store */
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
    updateOrderHandling: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                "application/json": components["schemas"]["UpdateOrderHandling"];
            };
        };
        responses: {
            /** @description The handling */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHandling"];
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
            /** @description No such order in the store, or no such handling */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A move the transition table does not allow, or a handling change after the start */
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
            /** @description No handling named yet, a line not of the order, or an action the handling does not define */
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
    listOrderDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            /** @description The deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
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
    createDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                "application/json": components["schemas"]["CreateDeliveryBody"];
            };
        };
        responses: {
            /** @description The delivery */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
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
            /** @description More than is left to deliver, or deliveryUid is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery would touch more items than one transaction holds */
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
    getDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                orderUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deliveryUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
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
    updateDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                orderUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deliveryUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDeliveryBody"];
            };
        };
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
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
            /** @description No such delivery of the order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An illegal state move, a change to a closed delivery, or more than is left */
            409: {
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
    searchDeliveries: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "createdAt" | "deliveredAt";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliverySearchBody"];
            };
        };
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryPage"];
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
    listPrePayments: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "createdAt" | "amount";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
    reserveOrderLines: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReserveOrderLines"];
            };
        };
        responses: {
            /** @description Each line after the request, in order */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReserveOrderLinesResult"];
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
            /** @description An order, order line or warehouse was not found (errors name each) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A line would reserve more than is available, is on a COMPLETE receipt or is delivered (errors name each line) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A line is not a STOCK line or is a return line */
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
    eraseCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            /** @description The audit entry of the erase */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerErasure"];
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
            /** @description The customer changed during the erase; ask again */
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
    exportCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            /** @description The export document, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerExport"];
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
    listShipLabelDeliveryProviders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipLabelDeliveryProviderList"];
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
    getShipLabelDeliveryProvider: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deliveryProviderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipLabelDeliveryProvider"];
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
            /** @description No such provider */
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
    listShipLabelDeliveryMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deliveryProviderUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipLabelDeliveryMethodList"];
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
            /** @description No such provider */
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
    listShipLabelDeliveries: {
        parameters: {
            query?: {
                after?: components["schemas"]["UID"];
                pageSize?: number;
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            /** @description A page of shipments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipLabelDeliveryPage"];
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
            /** @description No such order in the store */
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
    createShipLabelDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                "application/json": components["schemas"]["CreateShipLabelDelivery"];
            };
        };
        responses: {
            /** @description The shipment with its labels */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipLabelDelivery"];
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
            /** @description No such order in the store, no store record, or no such provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such method, a parcel over the weight limit, a line not of the order, an address a label cannot be sent to, or a carrier without credentials */
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
    getLoyaltyProgramme: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
                pageNumber?: components["schemas"]["__schema480"];
                pageSize?: components["schemas"]["__schema481"];
                sortBy?: components["schemas"]["__schema482"];
                sortDirection?: components["schemas"]["__schema483"];
                httpTransportUid?: components["schemas"]["UID"];
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                pageNumber?: components["schemas"]["__schema480"];
                pageSize?: components["schemas"]["__schema481"];
                sortBy?: components["schemas"]["__schema482"];
                sortDirection?: components["schemas"]["__schema483"];
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
    listUsers: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "displayName" | "userCode" | "tenantUserUid" | "createdAt";
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
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
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUser"];
            };
        };
        responses: {
            /** @description The created user */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
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
            /** @description Duplicate tenantUserUid or userCode */
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
    searchUsers: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                sortBy?: "displayName" | "userCode" | "tenantUserUid" | "createdAt";
                sortDirection?: components["schemas"]["SortDirection"];
                /** @description Words that must each occur (case-insensitive) in the display name, user code or e-mail */
                query?: components["schemas"]["__schema495"];
                /** @description Only users who work in this store */
                storeUid?: components["schemas"]["__schema496"];
                role?: components["schemas"]["UserRole"];
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matching users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
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
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUserUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
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
            /** @description No such user */
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
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUserUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUser"];
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
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
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description User code taken, or a concurrent change */
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
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUserUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            /** @description No such user */
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
    listTills: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
            /** @description Every till of the store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Till"][];
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
    createTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
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
                "application/json": components["schemas"]["CreateTill"];
            };
        };
        responses: {
            /** @description The created till */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Till"];
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
            /** @description The tillUid or the till number is taken */
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
    getTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The till */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Till"];
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
            /** @description No such till in this store */
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
    updateTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTill"];
            };
        };
        responses: {
            /** @description The till */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Till"];
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
            /** @description No such till in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Till number taken, or a concurrent change */
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
    deleteTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            /** @description No such till in this store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The till is open */
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
    openTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenTill"];
            };
        };
        responses: {
            /** @description The open session */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSession"];
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
            /** @description No such till in this store, or no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The till is already open */
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
    getTillSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSession"];
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
            /** @description No such till, or it has never been opened */
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
    listTillSessions: {
        parameters: {
            query?: {
                pageSize?: number;
                before?: string;
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of closed sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionPage"];
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
            /** @description No such till in this store */
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
    createTillMovement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillMovement"];
            };
        };
        responses: {
            /** @description The open session with the movement */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSession"];
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
            /** @description No such till in this store, or no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The till is not open, or the movementUid is taken */
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
    closeTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                storeUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tillUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseTill"];
            };
        };
        responses: {
            /** @description The closed session with its Z report */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSession"];
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
            /** @description No such till in this store, or no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The till is not open */
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
    createPrinter: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePrinter"];
            };
        };
        responses: {
            /** @description The created printer */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Printer"];
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
            /** @description The printerUid is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The language does not suit the printer type */
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
    searchPrinters: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchPrinters"];
            };
        };
        responses: {
            /** @description A page of printers */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrinterPage"];
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
    getPrinter: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                printerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The printer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Printer"];
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
            /** @description No such printer */
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
    updatePrinter: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                printerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrinter"];
            };
        };
        responses: {
            /** @description The updated printer */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Printer"];
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
            /** @description No such printer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A concurrent change */
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
            /** @description The language does not suit the printer type */
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
    deletePrinter: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                printerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            /** @description No such printer */
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
    printTestPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                printerUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queued job */
            202: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintJob"];
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
            /** @description No such printer */
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
    getPrintJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                printerUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                jobUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintJob"];
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
            /** @description No such printer or job */
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
    listDevices: {
        parameters: {
            query?: {
                storeUid?: components["schemas"]["UID"];
            };
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The devices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceList"];
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
    createDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDevice"];
            };
        };
        responses: {
            /** @description The device and its token (shown once) */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceWithToken"];
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
            /** @description The deviceUid is taken */
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
    getDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deviceUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
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
            /** @description No such device */
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
    updateDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deviceUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDevice"];
            };
        };
        responses: {
            /** @description The device */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
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
            /** @description No such device */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A concurrent change */
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
    deleteDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deviceUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            /** @description No such device */
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
    rotateDeviceToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deviceUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device and its new token */
            201: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceWithToken"];
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
            /** @description No such device */
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
    revokeDeviceToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                tenantUid: components["schemas"]["UID"];
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                deviceUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
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
            /** @description No such device */
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
    getDeviceSelf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device, its store and printers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceSelf"];
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
    leaseDeviceJobs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LeaseJobs"];
            };
        };
        responses: {
            /** @description The leased jobs with their documents */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeasedJobs"];
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
    ackDeviceJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The Consistency-Token(s) your earlier writes answered (several may be sent comma-separated, at most 8): lists and searches then show those writes at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential. */
                "Consistency-Token"?: components["parameters"]["ConsistencyTokenRequest"];
            };
            path: {
                /** @description Identifier matching ^[A-Za-z0-9-_]+ */
                jobUid: components["schemas"]["UID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AckPrintJob"];
            };
        };
        responses: {
            /** @description The finished job */
            200: {
                headers: {
                    "Consistency-Token": components["headers"]["ConsistencyToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintJob"];
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
            /** @description No such job in the device's store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The device does not hold the lease */
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
