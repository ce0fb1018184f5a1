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
            orderReceiptUid?: components["schemas"]["__schema276"];
            orderItemUids?: components["schemas"]["__schema277"];
            note?: components["schemas"]["__schema278"];
            externalVoucherNumber?: components["schemas"]["__schema279"];
            sellerDisplayName?: components["schemas"]["__schema280"];
            settlements?: components["schemas"]["__schema281"];
        };
        CreateSettlement: {
            settlementUid?: components["schemas"]["__schema282"];
            storePaymentMethodUid: components["schemas"]["UID"];
            tenantPaymentMethodUid?: components["schemas"]["__schema283"];
            settlementCode: components["schemas"]["__schema284"];
            settlementName: components["schemas"]["__schema285"];
            amount: components["schemas"]["__schema286"];
            status?: components["schemas"]["__schema287"];
            idMethod?: components["schemas"]["__schema288"];
            externalId?: components["schemas"]["__schema289"];
            externalPaymentReference?: components["schemas"]["__schema290"];
            pspTransactionId?: components["schemas"]["__schema291"];
            parameters?: components["schemas"]["__schema292"];
            displayMessages?: components["schemas"]["__schema294"];
            additionalDetails?: components["schemas"]["__schema296"];
            currency?: components["schemas"]["__schema298"];
            storeSettlementIssuer?: components["schemas"]["__schema299"];
            storeName?: components["schemas"]["__schema300"];
            tenantUserDisplayName?: components["schemas"]["__schema301"];
            tillUid?: components["schemas"]["__schema302"];
            tillName?: components["schemas"]["__schema303"];
            tillNumber?: components["schemas"]["__schema304"];
            receiptText?: components["schemas"]["__schema305"];
            ledgerNumber?: components["schemas"]["__schema306"];
            ledgerType?: components["schemas"]["__schema307"];
            creditCount?: components["schemas"]["__schema308"];
            creditAmount?: components["schemas"]["__schema309"];
            paymentCount?: components["schemas"]["__schema310"];
            paymentAmount?: components["schemas"]["__schema311"];
        };
        /** @enum {string} */
        SettlementIdMethod: "NO_CVM_RULE_PERFORMED" | "SIGNATURE" | "PIN_ONLINE" | "PIN_OFFLINE" | "PIN_ONLINE_AND_SIGNATURE" | "PIN_OFFLINE_AND_SIGNATURE" | "NO_CVM" | "FAILED" | "ON_DEVICE" | "REFUND";
        /** @enum {string} */
        PaymentMethodParameterType: "TEXT" | "INTEGER" | "NUMERIC" | "DATE" | "MOBILE" | "MODULUS10" | "MODULUS11";
        /** @enum {string} */
        LedgerType: "LEDGER" | "GENERAL_LEDGER" | "CUSTOMER_LEDGER";
        TenantOrderReceiptSearch: {
            storeUids?: components["schemas"]["__schema312"];
            organizationUids?: components["schemas"]["__schema313"];
            customerUids?: components["schemas"]["__schema314"];
            tenantUserUids?: components["schemas"]["__schema315"];
            productUids?: components["schemas"]["__schema316"];
            customerQuery?: components["schemas"]["__schema317"];
            settledAtFrom?: components["schemas"]["__schema319"];
            settledAtTo?: components["schemas"]["__schema320"];
            orderNumber?: components["schemas"]["__schema321"];
            voucherNumber?: components["schemas"]["__schema323"];
            voucherNumbers?: components["schemas"]["__schema325"];
            productSkus?: components["schemas"]["__schema327"];
            tenantPaymentMethodUids?: components["schemas"]["__schema329"];
            deliveryStates?: components["schemas"]["__schema330"];
            query?: components["schemas"]["__schema332"];
            amountRange?: components["schemas"]["__schema334"];
            hasUnpaidInvoices?: components["schemas"]["__schema337"];
            settlementExternalPaymentReferences?: components["schemas"]["__schema339"];
            orderStatuses?: components["schemas"]["__schema341"];
            orderStates?: components["schemas"]["__schema343"];
            settleStates?: components["schemas"]["__schema345"];
        };
        UpdateReceipt: {
            note?: components["schemas"]["__schema347"];
            address?: components["schemas"]["__schema348"];
            externalVoucherNumber?: components["schemas"]["__schema349"];
            sellerDisplayName?: components["schemas"]["__schema350"];
            version?: components["schemas"]["__schema351"];
        };
        UpdateSettlement: {
            status: components["schemas"]["SettlementStatus"];
            transactionAmount?: components["schemas"]["__schema353"];
            pspTransactionId?: components["schemas"]["__schema355"];
            externalPaymentReference?: components["schemas"]["__schema356"];
            externalId?: components["schemas"]["__schema357"];
            idMethod?: components["schemas"]["__schema358"];
            receiptText?: components["schemas"]["__schema359"];
            displayMessages?: components["schemas"]["__schema360"];
        };
        /** @enum {string} */
        SettlementStatus: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "PENDING_REFUND" | "FAILED" | "CANCELLED_BY_MERCHANT" | "CANCELLED_BY_USER" | "CANCELLED_FORCE" | "DELETED" | "DENIED" | "REJECTED";
        ReserveOrderLines: {
            reservations: components["schemas"]["__schema361"];
        };
        HttpTransportCreateRequest: {
            name: components["schemas"]["__schema369"];
            url: components["schemas"]["__schema370"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema371"];
            password?: components["schemas"]["__schema372"];
            token?: components["schemas"]["__schema373"];
            headers?: components["schemas"]["__schema374"];
            httpTransportUid?: components["schemas"]["__schema377"];
        };
        /**
         * @description NONE, BASIC (username + password) or BEARER (token)
         * @enum {string}
         */
        SecurityType: "NONE" | "BASIC" | "BEARER";
        HttpHeader: {
            key: components["schemas"]["__schema375"];
            value: components["schemas"]["__schema376"];
        };
        /** @description Secrets sent as "********" keep their stored value */
        HttpTransportUpdateRequest: {
            name: components["schemas"]["__schema369"];
            url: components["schemas"]["__schema370"];
            securityType: components["schemas"]["SecurityType"];
            username?: components["schemas"]["__schema371"];
            password?: components["schemas"]["__schema372"];
            token?: components["schemas"]["__schema373"];
            headers?: components["schemas"]["__schema374"];
        };
        SigningSecretRotateRequest: {
            overlapSeconds?: components["schemas"]["__schema378"];
        };
        WebhookCreateRequest: {
            action: components["schemas"]["WebhookAction"];
            webhookUid?: components["schemas"]["__schema384"];
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
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema386"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            product: components["schemas"]["__schema390"];
        };
        /** @description A test delivery (`POST .../webhooks/{webhookUid}/test`): the envelope with the webhook's action and `"test": true`, without entity members. */
        WebhookTestEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema391"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            test: components["schemas"]["__schema392"];
        };
        ProductUpdateEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema393"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            product: components["schemas"]["__schema390"];
            changedFields: components["schemas"]["__schema394"];
        };
        ProductDeleteEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema395"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            product: components["schemas"]["__schema390"];
        };
        CustomerCreateEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema396"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            customer: components["schemas"]["__schema397"];
        };
        CustomerUpdateEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema398"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            customer: components["schemas"]["__schema397"];
            contact?: components["schemas"]["__schema399"];
        };
        CustomerDeleteEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema400"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            customer: components["schemas"]["__schema397"];
        };
        OrderSettledEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema401"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            store: components["schemas"]["__schema402"];
            order: components["schemas"]["__schema403"];
        };
        OrderStateChangeEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema404"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            store: components["schemas"]["__schema405"];
            order: components["schemas"]["__schema406"];
        };
        OrderReceiptSettledEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema408"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            store: components["schemas"]["__schema409"];
            order: components["schemas"]["__schema410"];
            receipt: components["schemas"]["__schema411"];
        };
        /** @description ORDER_DELIVERED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderDeliveredEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema412"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
        };
        /** @description ORDER_LINE_DELIVERED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderLineDeliveredEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema413"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
        };
        /** @description ORDER_HANDLING_STATE_CHANGED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        OrderHandlingStateChangedEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema414"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
        };
        /** @description TILL_CLOSED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        TillClosedEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema415"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
        };
        /** @description TILL_OPEN. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        TillOpenEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema416"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
        };
        PriceCreateEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema417"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            pricelist: components["schemas"]["__schema418"];
            product: components["schemas"]["__schema419"];
            price: components["schemas"]["__schema420"];
        };
        PriceUpdateEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema421"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            pricelist: components["schemas"]["__schema418"];
            product: components["schemas"]["__schema419"];
            price: components["schemas"]["__schema420"];
            previous: components["schemas"]["__schema420"];
        };
        PriceDeleteEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema422"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            pricelist: components["schemas"]["__schema418"];
            product: components["schemas"]["__schema419"];
            price: components["schemas"]["__schema420"];
        };
        StockChangeEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema423"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            warehouse: components["schemas"]["__schema424"];
            product: components["schemas"]["__schema425"];
            quantityChange: components["schemas"]["__schema426"];
            quantityAfter: components["schemas"]["__schema427"];
        };
        ProductMediaChangeEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema428"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            product: components["schemas"]["__schema390"];
            media: components["schemas"]["__schema429"];
            coverImage: components["schemas"]["__schema430"];
        };
        /** @description PURCHASE_RECEIVED. Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict). */
        PurchaseReceivedEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema431"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
        };
        OrderLineReservationChangeEvent: {
            id: components["schemas"]["__schema385"];
            action: components["schemas"]["__schema432"];
            occurredAt: components["schemas"]["__schema387"];
            attempt: components["schemas"]["__schema388"];
            tenant: components["schemas"]["__schema389"];
            store: components["schemas"]["__schema433"];
            order: components["schemas"]["__schema434"];
            orderLine: components["schemas"]["__schema435"];
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
        __schema276: components["schemas"]["UID"];
        __schema277: components["schemas"]["UID"][];
        /** @default  */
        __schema278: string;
        /** @default  */
        __schema279: string;
        __schema280: string;
        /** @default [] */
        __schema281: components["schemas"]["CreateSettlement"][];
        __schema282: components["schemas"]["UID"];
        /** @description The tenant-level payment method; search filter */
        __schema283: components["schemas"]["UID"];
        /** @description 'CASH' (any case) marks a cash payment */
        __schema284: string;
        __schema285: string;
        __schema286: number;
        /**
         * @default NEW
         * @enum {string}
         */
        __schema287: "NEW" | "PROCESSING" | "AUTHORIZED" | "CAPTURED";
        /** @default NO_CVM_RULE_PERFORMED */
        __schema288: components["schemas"]["SettlementIdMethod"];
        /** @default  */
        __schema289: string;
        /** @default  */
        __schema290: string;
        __schema291: string;
        /** @default [] */
        __schema292: components["schemas"]["__schema293"][];
        __schema293: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        };
        /** @default [] */
        __schema294: components["schemas"]["__schema295"][];
        __schema295: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        };
        /** @default [] */
        __schema296: components["schemas"]["__schema297"][];
        __schema297: {
            key: string;
            value: string;
        };
        __schema298: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema299: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        /** @default  */
        __schema300: string;
        /** @default  */
        __schema301: string;
        __schema302: components["schemas"]["OptionalUID"];
        __schema303: string;
        __schema304: number;
        /** @default  */
        __schema305: string;
        __schema306: string;
        __schema307: components["schemas"]["LedgerType"];
        /** @default 0 */
        __schema308: number;
        /** @default 0 */
        __schema309: number;
        /** @default 0 */
        __schema310: number;
        /** @default 0 */
        __schema311: number;
        __schema312: components["schemas"]["UID"][];
        __schema313: components["schemas"]["UID"][];
        __schema314: components["schemas"]["UID"][];
        __schema315: components["schemas"]["UID"][];
        __schema316: components["schemas"]["UID"][];
        /** @description Fuzzy: customer first name, last name, phone or e-mail */
        __schema317: components["schemas"]["__schema318"];
        __schema318: string;
        __schema319: components["schemas"]["DateTime"];
        __schema320: components["schemas"]["DateTime"];
        /** @description Exact order number */
        __schema321: components["schemas"]["__schema322"];
        __schema322: string;
        /**
         * @deprecated
         * @description Deprecated: use voucherNumbers
         */
        __schema323: components["schemas"]["__schema324"];
        __schema324: string;
        __schema325: components["schemas"]["__schema326"][];
        __schema326: string;
        __schema327: components["schemas"]["__schema328"][];
        __schema328: string;
        __schema329: components["schemas"]["UID"][];
        __schema330: components["schemas"]["__schema331"][];
        /** @enum {string} */
        __schema331: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @description General fuzzy search */
        __schema332: components["schemas"]["__schema333"];
        __schema333: string;
        __schema334: {
            from: components["schemas"]["__schema335"];
            to: components["schemas"]["__schema336"];
        };
        __schema335: number;
        __schema336: number;
        /** @description true: only receipts or invoices not fully paid */
        __schema337: components["schemas"]["__schema338"];
        __schema338: boolean;
        __schema339: components["schemas"]["__schema340"][];
        __schema340: string;
        __schema341: components["schemas"]["__schema342"][];
        /** @enum {string} */
        __schema342: "OPEN" | "SETTLED";
        __schema343: components["schemas"]["__schema344"][];
        /** @enum {string} */
        __schema344: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema345: components["schemas"]["__schema346"][];
        /** @enum {string} */
        __schema346: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        __schema347: string;
        __schema348: components["schemas"]["__schema134"];
        __schema349: string;
        __schema350: string;
        /** @description Alternative to If-Match: the version last read */
        __schema351: components["schemas"]["__schema352"];
        __schema352: number;
        /** @description Magnitude of a partial capture or refund; default: everything capturable/refundable */
        __schema353: components["schemas"]["__schema354"];
        __schema354: number;
        __schema355: string;
        __schema356: string;
        __schema357: string;
        __schema358: components["schemas"]["SettlementIdMethod"];
        __schema359: string;
        __schema360: components["schemas"]["__schema295"][];
        __schema361: components["schemas"]["__schema362"][];
        __schema362: {
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            reservationType: components["schemas"]["__schema363"];
            warehouseUid?: components["schemas"]["__schema364"];
            purchaseOrderUid?: components["schemas"]["__schema365"];
            purchaseOrderItemUid?: components["schemas"]["__schema366"];
            purchaseOrderNumber?: components["schemas"]["__schema367"];
        };
        /**
         * @description NONE releases the line
         * @enum {string}
         */
        __schema363: "NONE" | "WAREHOUSE" | "PURCHASEORDER";
        /** @description WAREHOUSE: the warehouse that holds the stock */
        __schema364: components["schemas"]["UID"];
        /** @description PURCHASEORDER: the purchase order */
        __schema365: components["schemas"]["UID"];
        /** @description PURCHASEORDER: its line */
        __schema366: components["schemas"]["UID"];
        /** @description PURCHASEORDER: the purchase order's number */
        __schema367: components["schemas"]["__schema368"];
        __schema368: string;
        __schema369: string;
        /** @description Absolute https URL (http only on the local stack) */
        __schema370: string;
        __schema371: string;
        __schema372: string;
        __schema373: string;
        __schema374: components["schemas"]["HttpHeader"][];
        __schema375: string;
        __schema376: string;
        __schema377: components["schemas"]["UID"];
        /** @description How long the previous secret keeps signing (default 86400, at most 7 days) */
        __schema378: components["schemas"]["__schema379"];
        __schema379: number;
        __schema380: number;
        __schema381: number;
        /** @enum {string} */
        __schema382: "webhookUid" | "action" | "createdAt" | "lastModifiedAt";
        __schema383: components["schemas"]["SortDirection"];
        __schema384: components["schemas"]["UID"];
        __schema385: string;
        /** @constant */
        __schema386: "PRODUCT_CREATE";
        /** Format: date-time */
        __schema387: string;
        __schema388: number;
        __schema389: {
            id: number;
            uid: string;
        };
        __schema390: {
            id: number;
            uid: string;
            sku: string;
            name: string;
            active: boolean;
        };
        /** @enum {string} */
        __schema391: "PRODUCT_CREATE" | "PRODUCT_UPDATE" | "PRODUCT_DELETE" | "CUSTOMER_CREATE" | "CUSTOMER_UPDATE" | "CUSTOMER_DELETE" | "ORDER_SETTLED" | "ORDER_STATE_CHANGE" | "ORDER_RECEIPT_SETTLED" | "ORDER_DELIVERED" | "ORDER_LINE_DELIVERED" | "ORDER_HANDLING_STATE_CHANGED" | "TILL_CLOSED" | "TILL_OPEN" | "PRICE_CREATE" | "PRICE_UPDATE" | "PRICE_DELETE" | "STOCK_CHANGE" | "PRODUCT_MEDIA_CHANGE" | "PURCHASE_RECEIVED" | "ORDER_LINE_RESERVATION_CHANGE";
        /** @constant */
        __schema392: true;
        /** @constant */
        __schema393: "PRODUCT_UPDATE";
        __schema394: string[];
        /** @constant */
        __schema395: "PRODUCT_DELETE";
        /** @constant */
        __schema396: "CUSTOMER_CREATE";
        __schema397: {
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
        __schema398: "CUSTOMER_UPDATE";
        __schema399: {
            customerContactUid: string;
            displayName: string;
            /** @enum {string} */
            change: "LINKED" | "UPDATED" | "ROLE_CHANGED" | "EXTENSION_ADDED" | "EXTENSION_REMOVED" | "UNLINKED" | "DELETED";
        };
        /** @constant */
        __schema400: "CUSTOMER_DELETE";
        /** @constant */
        __schema401: "ORDER_SETTLED";
        __schema402: {
            id: number;
            uid: string;
        };
        __schema403: {
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
        __schema404: "ORDER_STATE_CHANGE";
        __schema405: {
            id: number;
            uid: string;
        };
        __schema406: {
            id: number;
            uid: string;
            orderNumber: string;
            /** @enum {string} */
            status: "OPEN" | "SETTLED";
            state: components["schemas"]["__schema407"];
            previousState: components["schemas"]["__schema407"];
        };
        /** @enum {string} */
        __schema407: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @constant */
        __schema408: "ORDER_RECEIPT_SETTLED";
        __schema409: {
            id: number;
            uid: string;
        };
        __schema410: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema411: {
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
        __schema412: "ORDER_DELIVERED";
        /** @constant */
        __schema413: "ORDER_LINE_DELIVERED";
        /** @constant */
        __schema414: "ORDER_HANDLING_STATE_CHANGED";
        /** @constant */
        __schema415: "TILL_CLOSED";
        /** @constant */
        __schema416: "TILL_OPEN";
        /** @constant */
        __schema417: "PRICE_CREATE";
        __schema418: {
            id: number;
            uid: string;
            currency: string;
            /** @enum {string} */
            type: "SALE" | "PURCHASE";
        };
        __schema419: {
            id: number;
            uid: string;
        };
        __schema420: {
            amount: number;
            validFrom: string | null;
            validTo: string | null;
            quantityBreaks: {
                minQuantity: number;
                amount: number;
            }[];
        };
        /** @constant */
        __schema421: "PRICE_UPDATE";
        /** @constant */
        __schema422: "PRICE_DELETE";
        /** @constant */
        __schema423: "STOCK_CHANGE";
        __schema424: {
            id: number;
            uid: string;
        };
        __schema425: {
            id: number;
            uid: string;
            sku: string;
        };
        __schema426: number;
        __schema427: number;
        /** @constant */
        __schema428: "PRODUCT_MEDIA_CHANGE";
        __schema429: {
            /** @enum {string} */
            change: "CREATED" | "UPDATED" | "DELETED";
            productMediaUid: string;
            mediaType: string;
            url: string;
            altText: string;
            sortOrder: number;
            cover: boolean;
        }[];
        __schema430: {
            productMediaUid: string;
            mainUrl: string;
            thumbnailUrl: string;
        };
        /** @constant */
        __schema431: "PURCHASE_RECEIVED";
        /** @constant */
        __schema432: "ORDER_LINE_RESERVATION_CHANGE";
        __schema433: {
            id: number;
            uid: string;
        };
        __schema434: {
            id: number;
            uid: string;
            orderNumber: string;
        };
        __schema435: {
            id: number;
            uid: string;
            productUid: string;
            sku: string;
            quantityOrdered: number;
            quantityReserved: number;
            warehouseUid: string;
            reservationType: components["schemas"]["__schema436"];
            previousReservationType: components["schemas"]["__schema436"];
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
        __schema436: "NONE" | "WAREHOUSE" | "PURCHASEORDER" | "REQUEST_PURCHASEORDER" | "PURCHASEORDER_CONFIRMED";
        Health: {
            status: components["schemas"]["__schema437"];
            stage: components["schemas"]["__schema438"];
            checks: components["schemas"]["__schema439"];
        };
        Problem: {
            type: components["schemas"]["__schema440"];
            title: components["schemas"]["__schema441"];
            status: components["schemas"]["__schema442"];
            detail: components["schemas"]["__schema443"];
            instance: components["schemas"]["__schema444"];
            requestId?: components["schemas"]["__schema445"];
            errors?: components["schemas"]["__schema446"];
        };
        WhoAmI: {
            tenantUid: components["schemas"]["__schema447"];
            sub: components["schemas"]["__schema448"];
            scheme: components["schemas"]["__schema449"];
            access: components["schemas"]["__schema450"];
            permissions: components["schemas"]["__schema451"];
        };
        AccountingConfigEntryList: {
            items: components["schemas"]["__schema452"];
            paging: components["schemas"]["Paging"];
        };
        AccountingConfigEntry: {
            accountingConfigUid: components["schemas"]["UID"];
            accountingConfigsUid: components["schemas"]["__schema453"];
            configType: components["schemas"]["AccountingConfigType"];
            key: components["schemas"]["AccountingConfigKey"];
            value: components["schemas"]["__schema454"];
            vatCodeUid: components["schemas"]["OptionalUID"];
            productGroupUid: components["schemas"]["OptionalUID"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        Paging: {
            pageNumber: components["schemas"]["__schema455"];
            pageSize: components["schemas"]["__schema456"];
            totalCount: components["schemas"]["__schema457"];
        };
        ProductGroupMappingList: {
            items: components["schemas"]["__schema458"];
            paging: components["schemas"]["Paging"];
        };
        ProductGroupMapping: {
            productGroupUid: components["schemas"]["UID"];
            vatCodeUid: components["schemas"]["UID"];
            account: components["schemas"]["__schema459"];
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
            productUid: components["schemas"]["__schema460"];
            vatCodeUid: components["schemas"]["__schema461"];
            account: components["schemas"]["__schema462"];
            accountingConfigUid: components["schemas"]["__schema463"];
            productGroupUid: components["schemas"]["__schema464"];
            productGroupPath: components["schemas"]["__schema465"];
        };
        /** @description Fields that are not configured are absent */
        AccountNumbers: {
            customer?: components["schemas"]["__schema467"];
            customerDummy?: components["schemas"]["__schema468"];
            error?: components["schemas"]["__schema469"];
            partlyPaidInvoice?: components["schemas"]["__schema470"];
            cashfloatDeposit?: components["schemas"]["__schema471"];
            cashfloatWithdrawal?: components["schemas"]["__schema472"];
            cashfloatToBank?: components["schemas"]["__schema473"];
            cashfloatExpenseWithdrawal?: components["schemas"]["__schema474"];
            cashfloatDiff?: components["schemas"]["__schema475"];
            vatCodes: components["schemas"]["__schema476"];
        };
        /** @description Fields that are not configured are absent */
        TreatCodes: {
            creditLedger?: components["schemas"]["__schema477"];
            generalLedger?: components["schemas"]["__schema478"];
            ledger?: components["schemas"]["__schema479"];
            payment?: components["schemas"]["__schema480"];
        };
        /** @description balance is absent when not configured */
        VatTypes: {
            balance?: components["schemas"]["__schema481"];
            vatCodes: components["schemas"]["__schema482"];
        };
        /** @description ledgerNumber is absent when none is set in this store */
        CustomerAccounting: {
            ledgerNumber?: components["schemas"]["__schema483"];
        };
        FullCustomerWithAccounting: {
            accounting: components["schemas"]["CustomerAccounting"];
            customer: components["schemas"]["Customer"];
        };
        Customer: {
            customerUid: components["schemas"]["__schema484"];
            customerParentUid: components["schemas"]["__schema485"];
            customerType: components["schemas"]["CustomerType"];
            displayName: components["schemas"]["__schema486"];
            firstname: components["schemas"]["__schema487"];
            lastname: components["schemas"]["__schema488"];
            companyName: components["schemas"]["__schema489"];
            email: components["schemas"]["__schema490"];
            mobile: components["schemas"]["__schema491"];
            address: components["schemas"]["__schema492"];
            postalCode: components["schemas"]["__schema493"];
            city: components["schemas"]["__schema494"];
            countryCode: components["schemas"]["__schema495"];
            vatNumber: components["schemas"]["__schema496"];
            externalId: components["schemas"]["__schema497"];
            pricelistUid: components["schemas"]["__schema498"];
            origin: components["schemas"]["__schema499"];
            loyaltyId: components["schemas"]["__schema500"];
            internalNote: components["schemas"]["__schema501"];
            addresses: components["schemas"]["__schema502"];
            contacts: components["schemas"]["__schema514"];
            extensions: components["schemas"]["__schema523"];
            consents: components["schemas"]["__schema524"];
            credit?: components["schemas"]["__schema529"];
            paymentTerms: components["schemas"]["__schema532"];
            accountManager?: components["schemas"]["__schema533"];
            ehfEnabled: components["schemas"]["__schema537"];
            ehf?: components["schemas"]["__schema538"];
            customerGroupUids: components["schemas"]["__schema541"];
            defaultStore?: components["schemas"]["__schema542"];
            relevance: components["schemas"]["__schema545"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerAddress: {
            customerAddressUid: components["schemas"]["__schema503"];
            type: components["schemas"]["CustomerAddressType"];
            address: components["schemas"]["__schema504"];
            city: components["schemas"]["__schema505"];
            companyName: components["schemas"]["__schema506"];
            firstname: components["schemas"]["__schema507"];
            lastname: components["schemas"]["__schema508"];
            countryCode: components["schemas"]["__schema509"];
            email: components["schemas"]["__schema510"];
            phone: components["schemas"]["__schema511"];
            postalCode: components["schemas"]["__schema512"];
            displayName: components["schemas"]["__schema513"];
        };
        CustomerScopedContact: {
            customerContactUid: components["schemas"]["__schema515"];
            firstname: components["schemas"]["__schema516"];
            lastname: components["schemas"]["__schema517"];
            email: components["schemas"]["__schema518"];
            mobile: components["schemas"]["__schema519"];
            displayName: components["schemas"]["__schema520"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema521"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerConsent: {
            consentUid: components["schemas"]["__schema525"];
            name: components["schemas"]["__schema526"];
            status: components["schemas"]["__schema527"];
            source: components["schemas"]["__schema528"];
            createdAt: components["schemas"]["DateTime"];
        };
        AccountManager: {
            tenantUserUid: components["schemas"]["__schema534"];
            displayName: components["schemas"]["__schema535"];
            userCode: components["schemas"]["__schema536"];
        };
        CustomerEhf: {
            enabled: components["schemas"]["__schema539"];
            address: components["schemas"]["__schema540"];
        };
        DefaultStore: {
            name: components["schemas"]["__schema543"];
            storeUid: components["schemas"]["__schema544"];
        };
        CustomerPage: {
            items: components["schemas"]["__schema546"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContactPage: {
            items: components["schemas"]["__schema547"];
            paging: components["schemas"]["Paging"];
        };
        CustomerContact: {
            customerContactUid: components["schemas"]["__schema548"];
            firstname: components["schemas"]["__schema549"];
            lastname: components["schemas"]["__schema550"];
            email: components["schemas"]["__schema551"];
            mobile: components["schemas"]["__schema552"];
            displayName: components["schemas"]["__schema553"];
            customers: components["schemas"]["__schema554"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        CustomerContactCustomer: {
            customerUid: components["schemas"]["__schema555"];
            displayName: components["schemas"]["__schema556"];
            role: components["schemas"]["CustomerContactRole"];
            extensions: components["schemas"]["__schema557"];
        };
        CustomerContactCustomers: {
            items: components["schemas"]["__schema558"];
        };
        CustomerScopedContactPage: {
            items: components["schemas"]["__schema559"];
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
            productGroupUid: components["schemas"]["__schema560"];
            parentProductGroupUid: components["schemas"]["__schema561"];
            name: components["schemas"]["__schema562"];
            description: components["schemas"]["__schema563"];
            externalId: components["schemas"]["__schema564"];
            sortOrder: components["schemas"]["__schema565"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        ProductGroupPage: {
            items: components["schemas"]["__schema566"];
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
            productUid: components["schemas"]["__schema567"];
            sku: components["schemas"]["__schema568"];
            name: components["schemas"]["__schema569"];
            productType: components["schemas"]["ProductType"];
            description: components["schemas"]["__schema570"];
            brand: components["schemas"]["__schema571"];
            unit: components["schemas"]["__schema572"];
            active: components["schemas"]["__schema573"];
            productGroupUid: components["schemas"]["__schema574"];
            parentProductUid: components["schemas"]["__schema575"];
            gtins: components["schemas"]["__schema576"];
            vatCodeUid: components["schemas"]["__schema580"];
            vatRate: components["schemas"]["__schema581"];
            costPrice: components["schemas"]["__schema582"];
            defaultPrice?: components["schemas"]["__schema583"];
            allowedActions: components["schemas"]["__schema585"];
            productProperties: components["schemas"]["__schema586"];
            properties: components["schemas"]["__schema594"];
            components: components["schemas"]["__schema598"];
            coverImage?: components["schemas"]["__schema601"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        ProductGtin: {
            gtin: components["schemas"]["__schema577"];
            primary: components["schemas"]["__schema578"];
            type: components["schemas"]["__schema579"];
        };
        ProductPrice: {
            amount: components["schemas"]["__schema582"];
            currency: components["schemas"]["__schema584"];
        };
        CatalogueProductProperty: {
            productPropertyUid: components["schemas"]["__schema587"];
            propertyUid: components["schemas"]["__schema588"];
            propertyOptionUid: components["schemas"]["__schema589"];
            propertyName: components["schemas"]["__schema590"];
            propertyOptionName: components["schemas"]["__schema591"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema592"];
            propertyText?: components["schemas"]["__schema593"];
        };
        ProductPropertyValue: {
            uid: components["schemas"]["__schema595"];
            key: components["schemas"]["__schema596"];
            value: components["schemas"]["__schema597"];
        };
        ProductComponent: {
            productUid: components["schemas"]["__schema599"];
            quantity: components["schemas"]["__schema600"];
        };
        ProductCoverImage: {
            productMediaUid: components["schemas"]["__schema602"];
            mainUrl: components["schemas"]["__schema603"];
            thumbnailUrl: components["schemas"]["__schema604"];
        };
        ProductPage: {
            items: components["schemas"]["__schema605"];
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
            items: components["schemas"]["__schema606"];
        };
        ProductMediaList: {
            items: components["schemas"]["__schema607"];
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
            productMediaUid: components["schemas"]["__schema608"];
            productUid: components["schemas"]["__schema609"];
            mediaType: components["schemas"]["ProductMediaType"];
            url: components["schemas"]["__schema610"];
            thumbnailUrl: components["schemas"]["__schema611"];
            altText: components["schemas"]["__schema612"];
            sortOrder: components["schemas"]["__schema613"];
            cover: components["schemas"]["__schema614"];
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
            storeUid: components["schemas"]["__schema615"];
            name: components["schemas"]["__schema616"];
            number: components["schemas"]["__schema617"];
            address: components["schemas"]["OrderAddressResponse"];
            currency: components["schemas"]["__schema629"];
            timezone: components["schemas"]["__schema630"];
            pricelistUid: components["schemas"]["__schema631"];
            purchasePricelistUid: components["schemas"]["__schema632"];
            defaultWarehouseUid: components["schemas"]["__schema633"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        OrderAddressResponse: {
            address: components["schemas"]["__schema618"];
            city: components["schemas"]["__schema619"];
            companyName: components["schemas"]["__schema620"];
            countryCode: components["schemas"]["__schema621"];
            email: components["schemas"]["__schema622"];
            firstname: components["schemas"]["__schema623"];
            lastname: components["schemas"]["__schema624"];
            mobile: components["schemas"]["__schema625"];
            postalCode: components["schemas"]["__schema626"];
            displayName: components["schemas"]["__schema627"];
            vatNumber?: components["schemas"]["__schema628"];
        };
        StorePage: {
            items: components["schemas"]["__schema634"];
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
            pricelistUid: components["schemas"]["__schema635"];
            name: components["schemas"]["__schema636"];
            currency: components["schemas"]["__schema637"];
            type: components["schemas"]["PricelistType"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        PricelistPage: {
            items: components["schemas"]["__schema638"];
            paging: components["schemas"]["Paging"];
        };
        PricePage: {
            items: components["schemas"]["__schema639"];
            paging: components["schemas"]["__schema647"];
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
            pricelistUid: components["schemas"]["__schema640"];
            productUid: components["schemas"]["__schema641"];
            currency: components["schemas"]["__schema642"];
            amount: components["schemas"]["__schema643"];
            validFrom: components["schemas"]["__schema644"];
            validTo: components["schemas"]["__schema645"];
            quantityBreaks: components["schemas"]["__schema646"];
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
            storeUid: components["schemas"]["__schema649"];
            productUid: components["schemas"]["__schema650"];
            customerUid: components["schemas"]["__schema651"];
            quantity: components["schemas"]["__schema652"];
            at: components["schemas"]["DateTime"];
            unitPrice: components["schemas"]["__schema653"];
            totalPrice: components["schemas"]["__schema654"];
            currency: components["schemas"]["__schema655"];
            source: components["schemas"]["__schema656"];
            pricelistUid: components["schemas"]["__schema657"];
            minQuantity: components["schemas"]["__schema658"];
            validFrom: components["schemas"]["__schema659"];
            validTo: components["schemas"]["__schema660"];
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
            warehouseUid: components["schemas"]["__schema661"];
            storeUid: components["schemas"]["__schema662"];
            name: components["schemas"]["__schema663"];
            allowNegativeStock: components["schemas"]["__schema664"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        StockLevelPage: {
            items: components["schemas"]["__schema665"];
            paging: components["schemas"]["__schema673"];
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
            warehouseUid: components["schemas"]["__schema666"];
            productUid: components["schemas"]["__schema667"];
            onHand: components["schemas"]["__schema668"];
            reserved: components["schemas"]["__schema669"];
            available: components["schemas"]["__schema670"];
            version: components["schemas"]["__schema671"];
            lastModifiedAt: components["schemas"]["__schema672"];
        };
        StockMovementResult: {
            level: components["schemas"]["StockLevel"];
            movement: components["schemas"]["__schema674"];
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
            warehouseUid: components["schemas"]["__schema675"];
            productUid: components["schemas"]["__schema676"];
            version: components["schemas"]["__schema677"];
            reason: components["schemas"]["__schema678"];
            quantityChange: components["schemas"]["__schema679"];
            quantityAfter: components["schemas"]["__schema680"];
            note: components["schemas"]["__schema681"];
            userUid: components["schemas"]["__schema682"];
            at: components["schemas"]["DateTime"];
            reservedChange?: components["schemas"]["__schema683"];
            reservedAfter?: components["schemas"]["__schema685"];
        };
        StockMovementPage: {
            items: components["schemas"]["__schema687"];
            paging: components["schemas"]["__schema688"];
        };
        StockBatchCountResult: {
            results: components["schemas"]["__schema689"];
        };
        ProductStock: {
            productUid: components["schemas"]["__schema690"];
            onHand: components["schemas"]["__schema691"];
            reserved: components["schemas"]["__schema692"];
            available: components["schemas"]["__schema693"];
            warehouses: components["schemas"]["__schema694"];
        };
        Notification: {
            notificationUid: components["schemas"]["__schema695"];
            messageType: components["schemas"]["NotificationMessageType"];
            recipient: components["schemas"]["__schema696"];
            subject?: components["schemas"]["__schema697"];
            message: components["schemas"]["__schema698"];
            state: components["schemas"]["NotificationState"];
            errorText?: components["schemas"]["__schema699"];
            storeUid: components["schemas"]["__schema700"];
            templateType?: components["schemas"]["__schema701"];
            templateData?: components["schemas"]["__schema702"];
            organizationUid?: components["schemas"]["__schema703"];
            customerUid?: components["schemas"]["__schema703"];
            orderUid?: components["schemas"]["__schema703"];
            serviceOrderUid?: components["schemas"]["__schema703"];
            serviceEventUid?: components["schemas"]["__schema703"];
            tenantUserUid?: components["schemas"]["__schema703"];
            supplierUid?: components["schemas"]["__schema703"];
            receivementUid?: components["schemas"]["__schema703"];
            purchaseOrderUid?: components["schemas"]["__schema703"];
            attempts: components["schemas"]["__schema704"];
            sentAt?: components["schemas"]["__schema705"];
            events: components["schemas"]["__schema706"];
            createdBy: components["schemas"]["__schema711"];
            lastModifiedBy: components["schemas"]["__schema712"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        NotificationEvent: {
            type: components["schemas"]["__schema707"];
            source: components["schemas"]["__schema708"];
            occurredAt: components["schemas"]["__schema709"];
            receivedAt: components["schemas"]["DateTime"];
            details?: components["schemas"]["__schema710"];
        };
        NotificationList: {
            items: components["schemas"]["__schema713"];
            paging: components["schemas"]["Paging"];
        };
        NotificationTemplateList: {
            items: components["schemas"]["__schema714"];
        };
        NotificationTemplate: {
            templateType: components["schemas"]["NotificationTemplateType"];
            description: components["schemas"]["__schema715"];
            messageTypes: components["schemas"]["__schema716"];
            requires: components["schemas"]["__schema717"];
            dataKeys: components["schemas"]["__schema718"];
        };
        Order: {
            orderUid: components["schemas"]["UID"];
            storeUid: components["schemas"]["UID"];
            orderNumber: components["schemas"]["__schema719"];
            customerUid: components["schemas"]["OptionalUID"];
            organizationUid: components["schemas"]["OptionalUID"];
            tenantUserUid: components["schemas"]["UID"];
            sellerDisplayName: components["schemas"]["__schema720"];
            status: components["schemas"]["OrderStatus"];
            state: components["schemas"]["OrderState"];
            currency: components["schemas"]["__schema721"];
            exchangeRate: components["schemas"]["__schema722"];
            totals: components["schemas"]["__schema723"];
            note: components["schemas"]["__schema724"];
            externalId: components["schemas"]["__schema725"];
            address: components["schemas"]["OrderAddressResponse"];
            items: components["schemas"]["__schema726"];
            receipts: components["schemas"]["__schema770"];
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
            actions: components["schemas"]["__schema727"];
            allowedActions: components["schemas"]["__schema728"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            discountReasonCode: components["schemas"]["__schema729"];
            returnReasonCode: components["schemas"]["__schema730"];
            compensationReasonCode: components["schemas"]["__schema731"];
            externalId: components["schemas"]["__schema732"];
            name: components["schemas"]["__schema733"];
            note: components["schemas"]["__schema734"];
            serialnumber: components["schemas"]["__schema735"];
            sku: components["schemas"]["__schema736"];
            internalInfo: components["schemas"]["__schema737"];
            warehouseName: components["schemas"]["__schema738"];
            ledgerNumber: components["schemas"]["__schema739"];
            tenantUserDisplayName: components["schemas"]["__schema740"];
            itemCost: components["schemas"]["__schema741"];
            itemDiscountAmount: components["schemas"]["__schema742"];
            itemGrossProfitAmount: components["schemas"]["__schema743"];
            itemVatAmount: components["schemas"]["__schema744"];
            itemDiscountPercentage: components["schemas"]["__schema745"];
            itemGrossProfitPercentage: components["schemas"]["__schema746"];
            itemPrice: components["schemas"]["__schema747"];
            originalItemPrice: components["schemas"]["__schema748"];
            totalCost: components["schemas"]["__schema749"];
            totalDiscountAmount: components["schemas"]["__schema750"];
            totalGrossProfitAmount: components["schemas"]["__schema751"];
            totalPrice: components["schemas"]["__schema752"];
            totalVatAmount: components["schemas"]["__schema753"];
            quantityCredited: components["schemas"]["__schema754"];
            quantityDelivered: components["schemas"]["__schema755"];
            quantityOrdered: components["schemas"]["__schema756"];
            quantityReserved: components["schemas"]["__schema757"];
            sortOrder: components["schemas"]["__schema758"];
            productType: components["schemas"]["ProductType"];
            properties: components["schemas"]["__schema759"];
            productProperties: components["schemas"]["__schema760"];
            coverImage: components["schemas"]["__schema765"];
            allowDelivery: components["schemas"]["AllowDelivery"];
            allowDeliveryFromDate: components["schemas"]["__schema766"];
            reservationType: components["schemas"]["SalesReservationType"];
            reservationDetails: components["schemas"]["__schema767"];
            gtins: components["schemas"]["__schema768"];
            orderLinks?: components["schemas"]["__schema769"];
        };
        ReceiptResponse: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderReceiptUid: components["schemas"]["UID"];
            settleState: components["schemas"]["ReceiptState"];
            voucherNumber: components["schemas"]["__schema771"];
            externalVoucherNumber: components["schemas"]["__schema772"];
            sellerDisplayName: components["schemas"]["__schema773"];
            note: components["schemas"]["__schema774"];
            settledAt: components["schemas"]["DateTime"];
            deliveryState: components["schemas"]["DeliveryState"];
            grandTotal: components["schemas"]["__schema775"];
            settlementTotals: components["schemas"]["SettlementTotals"];
            settlements: components["schemas"]["__schema782"];
            items: components["schemas"]["__schema813"];
            address: components["schemas"]["OrderAddressResponse"];
            customerUid: components["schemas"]["OptionalUID"];
        };
        /** @enum {string} */
        ReceiptState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @enum {string} */
        DeliveryState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        SettlementTotals: {
            change: components["schemas"]["__schema776"];
            remaining: components["schemas"]["__schema777"];
            remainingRounded: components["schemas"]["__schema778"];
            totals: components["schemas"]["__schema779"];
            remainingPrePayment: components["schemas"]["__schema780"];
            remainingAuthorizedAmount: components["schemas"]["__schema781"];
        };
        SettlementResponse: {
            amount: components["schemas"]["__schema783"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
            displayMessages: components["schemas"]["__schema784"];
            externalId: components["schemas"]["__schema785"];
            externalPaymentReference: components["schemas"]["__schema786"];
            idMethod: components["schemas"]["SettlementIdMethod"];
            parameters: components["schemas"]["__schema787"];
            settlementCode: components["schemas"]["__schema788"];
            settlementName: components["schemas"]["__schema789"];
            settlementUid: components["schemas"]["UID"];
            state: components["schemas"]["SettlementState"];
            status: components["schemas"]["SettlementStatus"];
            storeSettlementIssuer: components["schemas"]["__schema790"];
            tenantUserDisplayName: components["schemas"]["__schema791"];
            tenantUserUid: components["schemas"]["UID"];
            storePaymentMethodUid: components["schemas"]["UID"];
            currency: components["schemas"]["__schema792"];
            additionalDetails: components["schemas"]["__schema793"];
            creditCount: components["schemas"]["__schema794"];
            creditAmount: components["schemas"]["__schema795"];
            paymentCount: components["schemas"]["__schema796"];
            paymentAmount: components["schemas"]["__schema797"];
            storeUid: components["schemas"]["OptionalUID"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
            storeName: components["schemas"]["__schema798"];
            transactions: components["schemas"]["__schema799"];
            receiptText: components["schemas"]["__schema803"];
            ledgerNumber?: components["schemas"]["__schema804"];
            ledgerType?: components["schemas"]["__schema805"];
            settledAt?: components["schemas"]["__schema806"];
            tillUid?: components["schemas"]["__schema807"];
            tillName?: components["schemas"]["__schema808"];
            tillNumber?: components["schemas"]["__schema809"];
            authorizedAmount?: components["schemas"]["__schema810"];
            capturedAmount?: components["schemas"]["__schema811"];
            refundedAmount?: components["schemas"]["__schema812"];
        };
        /** @enum {string} */
        SettlementState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE" | "TERMINATED";
        SettlementTransaction: {
            transactionType: components["schemas"]["__schema800"];
            pspTransactionId?: components["schemas"]["__schema801"];
            transactionAmount: components["schemas"]["__schema802"];
            orderReceiptUid: components["schemas"]["OptionalUID"];
        };
        ReceiptPage: {
            items: components["schemas"]["__schema814"];
            paging: components["schemas"]["Paging"];
        };
        ReserveOrderLinesResult: {
            items: components["schemas"]["__schema815"];
        };
        HttpTransportList: {
            items: components["schemas"]["__schema816"];
            paging: components["schemas"]["Paging"];
        };
        HttpTransport: {
            httpTransportUid: components["schemas"]["__schema817"];
            name: components["schemas"]["__schema818"];
            url: components["schemas"]["__schema819"];
            securityType: components["schemas"]["SecurityType"];
            username: components["schemas"]["__schema820"];
            password: components["schemas"]["__schema821"];
            token: components["schemas"]["__schema822"];
            headers: components["schemas"]["__schema823"];
            signingSecret: components["schemas"]["__schema826"];
            signingSecretPreviousExpiresAt?: components["schemas"]["__schema827"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookList: {
            items: components["schemas"]["__schema828"];
            paging: components["schemas"]["Paging"];
        };
        Webhook: {
            webhookUid: components["schemas"]["__schema829"];
            action: components["schemas"]["WebhookAction"];
            httpTransport: components["schemas"]["HttpTransport"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryList: {
            items: components["schemas"]["__schema830"];
            paging: components["schemas"]["Paging"];
        };
        WebhookDelivery: {
            deliveryUid: components["schemas"]["__schema831"];
            webhookUid: components["schemas"]["__schema832"];
            eventId: components["schemas"]["__schema833"];
            action: components["schemas"]["WebhookAction"];
            state: components["schemas"]["__schema834"];
            test: components["schemas"]["__schema835"];
            redeliveryOf?: components["schemas"]["__schema836"];
            attemptCount: components["schemas"]["__schema837"];
            nextRetryAt?: components["schemas"]["__schema838"];
            movedToDlq: components["schemas"]["__schema839"];
            attempts: components["schemas"]["__schema840"];
            createdAt: components["schemas"]["DateTime"];
            lastModifiedAt: components["schemas"]["DateTime"];
        };
        WebhookDeliveryAttempt: {
            attempt: components["schemas"]["__schema841"];
            at: components["schemas"]["DateTime"];
            latencyMs: components["schemas"]["__schema842"];
            statusCode?: components["schemas"]["__schema843"];
            errorClass?: components["schemas"]["__schema844"];
            error?: components["schemas"]["__schema845"];
            responseExcerpt?: components["schemas"]["__schema846"];
            nextRetryAt?: components["schemas"]["__schema848"];
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
            eventId: components["schemas"]["__schema849"];
            action: components["schemas"]["WebhookAction"];
            occurredAt: components["schemas"]["DateTime"];
            test: components["schemas"]["__schema850"];
            data: components["schemas"]["__schema851"];
        };
        /** @enum {string} */
        __schema437: "ok" | "degraded";
        __schema438: string;
        __schema439: {
            [key: string]: {
                /** @enum {string} */
                status: "ok" | "error";
                detail?: string;
            };
        };
        __schema440: string;
        __schema441: string;
        __schema442: number;
        __schema443: string;
        __schema444: string;
        __schema445: string;
        __schema446: {
            path: string;
            message: string;
        }[];
        __schema447: string;
        __schema448: string;
        /** @enum {string} */
        __schema449: "access" | "auth" | "integration";
        /** @enum {string} */
        __schema450: "ADMIN" | "BACKOFFICE" | "STORE";
        __schema451: ("SALES_ORDER" | "RETURN_ORDER" | "CUSTOMER" | "ACCOUNTING_CONFIG" | "WEBHOOK" | "PURCHASE_ORDER" | "INTERNAL_PURCHASE_ORDER" | "RECEIVEMENT" | "SERVICE_ORDER")[];
        __schema452: components["schemas"]["AccountingConfigEntry"][];
        /** @description The same uid under the field name of spec 2.8 (the endpoints call it accountingConfigUid) */
        __schema453: components["schemas"]["UID"];
        __schema454: string;
        __schema455: number;
        __schema456: number;
        __schema457: number;
        __schema458: components["schemas"]["ProductGroupMapping"][];
        __schema459: string;
        __schema460: string;
        __schema461: string;
        __schema462: string;
        __schema463: string;
        /** @description The group whose mapping applies */
        __schema464: string;
        /** @description The product's group up to that group, nearest first */
        __schema465: components["schemas"]["__schema466"][];
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
        __schema476: {
            vatCodeUid: components["schemas"]["UID"];
            account: string;
        }[];
        __schema477: string;
        __schema478: string;
        __schema479: string;
        __schema480: string;
        __schema481: string;
        __schema482: {
            vatCodeUid: components["schemas"]["UID"];
            value: string;
        }[];
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
        __schema494: string;
        __schema495: string;
        __schema496: string;
        __schema497: string;
        __schema498: string;
        __schema499: string;
        __schema500: string;
        __schema501: string;
        __schema502: components["schemas"]["CustomerAddress"][];
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
        __schema513: string;
        __schema514: components["schemas"]["CustomerScopedContact"][];
        __schema515: string;
        __schema516: string;
        __schema517: string;
        __schema518: string;
        __schema519: string;
        __schema520: string;
        __schema521: components["schemas"]["CustomerExtensionOutput"][];
        __schema522: string;
        __schema523: components["schemas"]["CustomerExtensionOutput"][];
        __schema524: components["schemas"]["CustomerConsent"][];
        __schema525: string;
        __schema526: string;
        __schema527: boolean;
        __schema528: string;
        __schema529: components["schemas"]["CustomerCreditOutput"];
        __schema530: number;
        __schema531: number;
        __schema532: number;
        __schema533: components["schemas"]["AccountManager"];
        __schema534: string;
        __schema535: string;
        __schema536: string;
        __schema537: boolean;
        __schema538: components["schemas"]["CustomerEhf"];
        __schema539: boolean;
        __schema540: string;
        __schema541: string[];
        __schema542: components["schemas"]["DefaultStore"];
        __schema543: string;
        __schema544: string;
        __schema545: number;
        __schema546: components["schemas"]["Customer"][];
        __schema547: components["schemas"]["CustomerContact"][];
        __schema548: string;
        __schema549: string;
        __schema550: string;
        __schema551: string;
        __schema552: string;
        __schema553: string;
        __schema554: components["schemas"]["CustomerContactCustomer"][];
        __schema555: string;
        __schema556: string;
        __schema557: components["schemas"]["CustomerExtensionOutput"][];
        __schema558: components["schemas"]["CustomerContactCustomer"][];
        __schema559: components["schemas"]["CustomerScopedContact"][];
        __schema560: string;
        /** @description '' for a top-level group */
        __schema561: string;
        __schema562: string;
        __schema563: string;
        __schema564: string;
        __schema565: number;
        __schema566: components["schemas"]["ProductGroup"][];
        __schema567: string;
        __schema568: string;
        __schema569: string;
        __schema570: string;
        __schema571: string;
        __schema572: string;
        __schema573: boolean;
        __schema574: string;
        __schema575: string;
        __schema576: components["schemas"]["ProductGtin"][];
        __schema577: string;
        __schema578: boolean;
        __schema579: string;
        __schema580: string;
        /** @description VAT rate in basis points: 2500 = 25 % (as order lines) */
        __schema581: number;
        /** @description Integer amount in minor units */
        __schema582: number;
        __schema583: components["schemas"]["ProductPrice"];
        __schema584: string;
        __schema585: components["schemas"]["AllowedAction"][];
        __schema586: components["schemas"]["CatalogueProductProperty"][];
        __schema587: string;
        __schema588: string;
        __schema589: string;
        __schema590: string;
        __schema591: string;
        __schema592: boolean;
        __schema593: string;
        __schema594: components["schemas"]["ProductPropertyValue"][];
        __schema595: string;
        __schema596: string;
        __schema597: string;
        __schema598: components["schemas"]["ProductComponent"][];
        __schema599: string;
        __schema600: number;
        __schema601: components["schemas"]["ProductCoverImage"];
        __schema602: string;
        __schema603: string;
        __schema604: string;
        __schema605: components["schemas"]["Product"][];
        __schema606: {
            index: number;
            productUid: string;
            /** @description 201 created, 200 updated or unchanged, else the problem status */
            status: number;
            problem?: {
                type: components["schemas"]["__schema440"];
                title: components["schemas"]["__schema441"];
                status: components["schemas"]["__schema442"];
                detail: components["schemas"]["__schema443"];
                errors?: components["schemas"]["__schema446"];
            };
        }[];
        __schema607: components["schemas"]["ProductMedia"][];
        __schema608: string;
        __schema609: string;
        __schema610: string;
        __schema611: string;
        __schema612: string;
        __schema613: number;
        __schema614: boolean;
        __schema615: string;
        __schema616: string;
        __schema617: string;
        __schema618: string;
        __schema619: string;
        __schema620: string;
        __schema621: string;
        __schema622: string;
        __schema623: string;
        __schema624: string;
        __schema625: string;
        __schema626: string;
        __schema627: string;
        __schema628: string;
        __schema629: string;
        __schema630: string;
        __schema631: string;
        __schema632: string;
        __schema633: string;
        __schema634: components["schemas"]["Store"][];
        __schema635: string;
        __schema636: string;
        __schema637: string;
        __schema638: components["schemas"]["Pricelist"][];
        __schema639: components["schemas"]["Price"][];
        __schema640: string;
        __schema641: string;
        __schema642: string;
        /** @description Unit price, integer minor units of the pricelist currency */
        __schema643: number;
        __schema644: components["schemas"]["DateTime"] | null;
        __schema645: components["schemas"]["DateTime"] | null;
        __schema646: {
            minQuantity: number;
            amount: components["schemas"]["__schema643"];
        }[];
        __schema647: {
            pageSize: number;
            /** @description Pass as `after` for the next page; null on the last page */
            next: components["schemas"]["__schema648"] | null;
        };
        __schema648: string;
        __schema649: string;
        __schema650: string;
        __schema651: string;
        __schema652: number;
        /** @description Integer minor units of `currency` */
        __schema653: number;
        /** @description unitPrice x quantity */
        __schema654: number;
        __schema655: string;
        /** @enum {string} */
        __schema656: "CUSTOMER_PRICELIST" | "STORE_PRICELIST" | "PRODUCT_DEFAULT";
        /** @description '' when the source is PRODUCT_DEFAULT */
        __schema657: string;
        /** @description The quantity break applied (1: the base price) */
        __schema658: number;
        __schema659: components["schemas"]["DateTime"] | null;
        __schema660: components["schemas"]["DateTime"] | null;
        __schema661: string;
        __schema662: string;
        __schema663: string;
        __schema664: boolean;
        __schema665: components["schemas"]["StockLevel"][];
        __schema666: string;
        __schema667: string;
        __schema668: number;
        __schema669: number;
        /** @description onHand - reserved */
        __schema670: number;
        /** @description The number of movements so far */
        __schema671: number;
        __schema672: components["schemas"]["DateTime"] | null;
        __schema673: {
            pageSize: number;
            next: string | null;
        };
        __schema674: components["schemas"]["StockMovement"] | null;
        __schema675: string;
        __schema676: string;
        /** @description The level's version this movement made */
        __schema677: number;
        /** @enum {string} */
        __schema678: "ADJUSTMENT" | "COUNT" | "SALE" | "RETURN" | "RECEIVEMENT" | "TRANSFER_OUT" | "TRANSFER_IN" | "RESERVATION";
        __schema679: number;
        __schema680: number;
        __schema681: string;
        __schema682: string;
        /** @description RESERVATION and SALE movements: the change of reserved (onHand is quantityChange) */
        __schema683: components["schemas"]["__schema684"];
        __schema684: number;
        /** @description reserved after the movement */
        __schema685: components["schemas"]["__schema686"];
        __schema686: number;
        __schema687: components["schemas"]["StockMovement"][];
        __schema688: {
            pageSize: number;
            next: number | null;
        };
        __schema689: {
            productUid: string;
            /** @description 200 counted (or unchanged), 404 unknown product, 409 lost to concurrent changes */
            status: number;
            level?: components["schemas"]["StockLevel"];
            problem?: {
                title: string;
                detail: string;
            };
        }[];
        __schema690: string;
        __schema691: number;
        __schema692: number;
        __schema693: number;
        __schema694: components["schemas"]["StockLevel"][];
        __schema695: string;
        __schema696: string;
        __schema697: string;
        /** @description The text sent; for a template, its rendered text body */
        __schema698: string;
        __schema699: string;
        __schema700: string;
        __schema701: components["schemas"]["NotificationTemplateType"];
        __schema702: {
            key: string;
            value: string;
        }[];
        __schema703: string;
        /** @description Hand-overs to the provider tried so far */
        __schema704: number;
        __schema705: components["schemas"]["DateTime"];
        __schema706: components["schemas"]["NotificationEvent"][];
        /** @description Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ... */
        __schema707: string;
        /** @enum {string} */
        __schema708: "MAILPROVIDER" | "SES" | "SENDER";
        __schema709: string;
        __schema710: string;
        __schema711: string;
        __schema712: string;
        __schema713: components["schemas"]["Notification"][];
        __schema714: components["schemas"]["NotificationTemplate"][];
        __schema715: string;
        __schema716: components["schemas"]["NotificationMessageType"][];
        __schema717: ("customerUid" | "orderUid")[];
        __schema718: {
            key: string;
            required: boolean;
            /**
             * @description url: an http(s) link
             * @enum {string}
             */
            format: "text" | "url";
            description: string;
        }[];
        __schema719: string;
        __schema720: string;
        __schema721: string;
        __schema722: number;
        __schema723: {
            gross: components["schemas"]["__schema582"];
            net: components["schemas"]["__schema582"];
            vat: components["schemas"]["__schema582"];
            discount: components["schemas"]["__schema582"];
            cost: components["schemas"]["__schema582"];
            grossProfit: components["schemas"]["__schema582"];
        };
        __schema724: string;
        __schema725: string;
        __schema726: components["schemas"]["OrderItemResponse"][];
        __schema727: {
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
        __schema728: components["schemas"]["AllowedAction"][];
        __schema729: string;
        __schema730: string;
        __schema731: string;
        __schema732: string;
        __schema733: string;
        __schema734: string;
        __schema735: string;
        __schema736: string;
        __schema737: string;
        __schema738: string;
        __schema739: string;
        __schema740: string;
        __schema741: number;
        __schema742: number;
        __schema743: number;
        __schema744: number;
        /** @description Basis points of itemPrice */
        __schema745: number;
        /** @description Basis points of the net (ex VAT) unit price */
        __schema746: number;
        __schema747: number;
        __schema748: number;
        __schema749: number;
        __schema750: number;
        __schema751: number;
        __schema752: number;
        __schema753: number;
        __schema754: number;
        __schema755: number;
        __schema756: number;
        __schema757: number;
        __schema758: number;
        __schema759: {
            uid: components["schemas"]["UID"];
            key: string;
            value: string;
        }[];
        __schema760: {
            productPropertyUid: components["schemas"]["UID"];
            propertyUid: components["schemas"]["UID"];
            propertyOptionUid: components["schemas"]["UID"];
            propertyName: components["schemas"]["__schema761"];
            propertyOptionName: components["schemas"]["__schema762"];
            propertyType: components["schemas"]["PropertyType"];
            required: components["schemas"]["__schema763"];
            propertyText?: components["schemas"]["__schema764"];
        }[];
        __schema761: string;
        __schema762: string;
        __schema763: boolean;
        __schema764: string;
        __schema765: {
            productMediaUid: components["schemas"]["UID"];
            mainUrl: string;
            thumbnailUrl: string;
        };
        __schema766: components["schemas"]["DateTime"] | null;
        __schema767: {
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
        __schema768: {
            gtin: string;
            primary: boolean;
            type: string;
        }[];
        __schema769: {
            storeUid: components["schemas"]["UID"];
            orderUid: components["schemas"]["UID"];
            orderItemUid: components["schemas"]["UID"];
            orderNumber: string;
            type: components["schemas"]["OrderLinkType"];
        }[];
        __schema770: {
            orderReceiptUid: components["schemas"]["UID"];
            voucherNumber: string;
            /** @enum {string} */
            settleState: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        }[];
        __schema771: string;
        __schema772: string;
        __schema773: string;
        __schema774: string;
        __schema775: number;
        __schema776: number;
        __schema777: number;
        __schema778: number;
        __schema779: number;
        __schema780: number;
        __schema781: number;
        __schema782: components["schemas"]["SettlementResponse"][];
        __schema783: number;
        __schema784: {
            key: string;
            message: string;
            timestamp: components["schemas"]["DateTime"];
        }[];
        __schema785: string;
        __schema786: string;
        __schema787: {
            key: string;
            value: string;
            name: string;
            type: components["schemas"]["PaymentMethodParameterType"];
        }[];
        __schema788: string;
        __schema789: string;
        __schema790: {
            storeSettlementIssuerUid: components["schemas"]["UID"];
            name: string;
            code: string;
        };
        __schema791: string;
        __schema792: {
            amount: number;
            code: string;
            /** @description Scaled by 10^6: 1.0 = 1000000 */
            exchangeRate: number;
        };
        __schema793: {
            key: string;
            value: string;
        }[];
        __schema794: number;
        __schema795: number;
        __schema796: number;
        __schema797: number;
        __schema798: string;
        __schema799: components["schemas"]["SettlementTransaction"][];
        __schema800: string;
        __schema801: string;
        __schema802: number;
        __schema803: string;
        __schema804: string;
        __schema805: components["schemas"]["LedgerType"];
        __schema806: components["schemas"]["DateTime"];
        __schema807: components["schemas"]["OptionalUID"];
        __schema808: string;
        __schema809: number;
        __schema810: number;
        __schema811: number;
        __schema812: number;
        __schema813: components["schemas"]["OrderItemResponse"][];
        __schema814: components["schemas"]["ReceiptResponse"][];
        __schema815: {
            orderUid: string;
            orderItemUid: string;
            /** @description false when the line already had this reservation */
            changed: boolean;
            item: components["schemas"]["OrderItemResponse"];
        }[];
        __schema816: components["schemas"]["HttpTransport"][];
        __schema817: string;
        __schema818: string;
        __schema819: string;
        __schema820: string;
        /** @description "********" when set, else "" */
        __schema821: string;
        /** @description "********" when set, else "" */
        __schema822: string;
        __schema823: components["schemas"]["HttpHeaderOutput"][];
        __schema824: string;
        __schema825: string;
        /** @description Standard Webhooks secret (whsec_...): in clear only in the create and rotate responses */
        __schema826: string;
        /** @description While set, the previous secret also signs every delivery (rotation overlap) */
        __schema827: components["schemas"]["DateTime"];
        __schema828: components["schemas"]["Webhook"][];
        __schema829: string;
        __schema830: components["schemas"]["WebhookDelivery"][];
        __schema831: string;
        __schema832: string;
        /** @description The event id, sent as the webhook-id header */
        __schema833: string;
        /** @enum {string} */
        __schema834: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
        __schema835: boolean;
        __schema836: string;
        __schema837: number;
        __schema838: components["schemas"]["DateTime"];
        __schema839: boolean;
        __schema840: components["schemas"]["WebhookDeliveryAttempt"][];
        __schema841: number;
        __schema842: number;
        __schema843: number;
        /** @enum {string} */
        __schema844: "CLIENT_ERROR" | "REDIRECT" | "SERVER_ERROR" | "TIMEOUT" | "CONNECTION_ERROR" | "BLOCKED_ADDRESS" | "SUBSCRIPTION_DELETED";
        __schema845: string;
        /** @description First 1 KB of the response body */
        __schema846: components["schemas"]["__schema847"];
        __schema847: string;
        __schema848: components["schemas"]["DateTime"];
        /** @description The `id` and `webhook-id` of every delivery of the event */
        __schema849: string;
        /** @constant */
        __schema850: true;
        /** @description The entity members sent: those of the catalogued example of the action, and `test` */
        __schema851: {
            [key: string]: components["schemas"]["__schema853"];
        };
        __schema852: string;
        __schema853: unknown;
        CustomerExtensionOutput: {
            extensionCode: components["schemas"]["CustomerExtensionCode"];
            organizationUid: components["schemas"]["__schema522"];
        };
        CustomerCreditOutput: {
            limit: components["schemas"]["__schema530"];
            balance: components["schemas"]["__schema531"];
        };
        HttpHeaderOutput: {
            key: components["schemas"]["__schema824"];
            value: components["schemas"]["__schema825"];
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
    reserveOrderLines: {
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
                "application/json": components["schemas"]["ReserveOrderLines"];
            };
        };
        responses: {
            /** @description Each line after the request, in order */
            200: {
                headers: {
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
                pageNumber?: components["schemas"]["__schema380"];
                pageSize?: components["schemas"]["__schema381"];
                sortBy?: components["schemas"]["__schema382"];
                sortDirection?: components["schemas"]["__schema383"];
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
                pageNumber?: components["schemas"]["__schema380"];
                pageSize?: components["schemas"]["__schema381"];
                sortBy?: components["schemas"]["__schema382"];
                sortDirection?: components["schemas"]["__schema383"];
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
