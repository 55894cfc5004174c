CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "showrooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"showroom_type" text DEFAULT 'tile_stone' NOT NULL,
	"primary_color" text DEFAULT '#0f766e' NOT NULL,
	"secondary_color" text DEFAULT '#14b8a6' NOT NULL,
	"logo_url" text,
	"show_name_under_logo" boolean DEFAULT true NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"expert_mode_enabled" boolean DEFAULT false NOT NULL,
	"wholesale_tax_enabled" boolean DEFAULT false NOT NULL,
	"wholesale_tax_rate_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"sales_tax_enabled" boolean DEFAULT true NOT NULL,
	"sales_tax_rate_percent" numeric(5, 2) DEFAULT 9.75 NOT NULL,
	"quickbooks_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showrooms_type_check" CHECK ("showrooms"."showroom_type" in ('kitchen_bath', 'tile_stone', 'designer', 'architect', 'contractor', 'builder', 'fabricator', 'home_owner', 'showroom', 'end_user')),
	CONSTRAINT "showrooms_primary_color_check" CHECK ("showrooms"."primary_color" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "showrooms_secondary_color_check" CHECK ("showrooms"."secondary_color" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "showrooms_wholesale_tax_rate_check" CHECK ("showrooms"."wholesale_tax_rate_percent" between 0 and 25),
	CONSTRAINT "showrooms_sales_tax_rate_check" CHECK ("showrooms"."sales_tax_rate_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"user_agent" text,
	"ip_address" text,
	CONSTRAINT "auth_sessions_revoke_reason_check" CHECK ("auth_sessions"."revoke_reason" in ('logout', 'refresh_token_reuse', 'password_changed', 'password_reset', 'user_disabled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_buckets_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "recovery_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by_id" uuid,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"showroom_id" uuid,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"role" text NOT NULL,
	"pin_hash" text,
	"can_see_wholesale_costs" boolean DEFAULT false NOT NULL,
	"can_see_showroom_costs" boolean DEFAULT false NOT NULL,
	"max_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('designer', 'salesperson', 'manager', 'coordinator', 'assistant')),
	CONSTRAINT "team_members_max_discount_check" CHECK ("team_members"."max_discount_percent" between 0 and 100),
	CONSTRAINT "team_members_email_lower_check" CHECK ("team_members"."email" = lower("team_members"."email"))
);
--> statement-breakpoint
CREATE TABLE "stone_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stone_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"color" text NOT NULL,
	"finish" text DEFAULT 'Polished' NOT NULL,
	"thickness" text DEFAULT '3cm' NOT NULL,
	"slab_width_in" numeric(7, 2) DEFAULT 126 NOT NULL,
	"slab_height_in" numeric(7, 2) DEFAULT 63 NOT NULL,
	"slab_cost_cents" bigint,
	"fab_cost_cents" bigint DEFAULT 0 NOT NULL,
	"mark_up" numeric(6, 3) DEFAULT 1.2 NOT NULL,
	"msrp_cents" bigint,
	"is_available" boolean DEFAULT true NOT NULL,
	"material_type" text,
	"country_of_origin" text,
	"description" text,
	"inventory" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stones_slab_cost_check" CHECK ("stones"."slab_cost_cents" >= 0),
	CONSTRAINT "stones_fab_cost_check" CHECK ("stones"."fab_cost_cents" >= 0),
	CONSTRAINT "stones_msrp_check" CHECK ("stones"."msrp_cents" >= 0),
	CONSTRAINT "stones_slab_size_check" CHECK ("stones"."slab_width_in" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_markups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"markup_type" text DEFAULT 'percentage' NOT NULL,
	"client_markup_percent" numeric(5, 2),
	"fixed_markup_amount_cents" bigint,
	"minimum_margin_percent" numeric(5, 2) DEFAULT 15 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_markups_showroom_brand_unique" UNIQUE("showroom_id","brand"),
	CONSTRAINT "client_markups_type_check" CHECK ("client_markups"."markup_type" in ('percentage', 'fixed')),
	CONSTRAINT "client_markups_percent_check" CHECK ("client_markups"."client_markup_percent" between 0 and 200),
	CONSTRAINT "client_markups_fixed_check" CHECK ("client_markups"."fixed_markup_amount_cents" between 0 and 200000),
	CONSTRAINT "client_markups_minimum_margin_check" CHECK ("client_markups"."minimum_margin_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "delivery_pricing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid,
	"brand" text NOT NULL,
	"pricing_type" text NOT NULL,
	"flat_rate_amount_cents" bigint,
	"per_slab_amount_cents" bigint,
	"tier_1_max_slabs" integer,
	"tier_1_amount_cents" bigint,
	"tier_2_min_slabs" integer,
	"tier_2_amount_cents" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_pricing_rules_showroom_brand_unique" UNIQUE NULLS NOT DISTINCT("showroom_id","brand"),
	CONSTRAINT "delivery_pricing_rules_type_check" CHECK ("delivery_pricing_rules"."pricing_type" in ('flat_rate', 'per_slab', 'tiered', 'free')),
	CONSTRAINT "delivery_pricing_rules_amounts_check" CHECK (coalesce("delivery_pricing_rules"."flat_rate_amount_cents", 0) >= 0 and coalesce("delivery_pricing_rules"."per_slab_amount_cents", 0) >= 0 and coalesce("delivery_pricing_rules"."tier_1_amount_cents", 0) >= 0 and coalesce("delivery_pricing_rules"."tier_2_amount_cents", 0) >= 0),
	CONSTRAINT "delivery_pricing_rules_tiers_check" CHECK ("delivery_pricing_rules"."tier_1_max_slabs" is null or "delivery_pricing_rules"."tier_2_min_slabs" is null or "delivery_pricing_rules"."tier_2_min_slabs" > "delivery_pricing_rules"."tier_1_max_slabs")
);
--> statement-breakpoint
CREATE TABLE "edge_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "edge_details_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fabrication_lead_price_matrix" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stone_type" text NOT NULL,
	"min_price_per_sf_cents" bigint NOT NULL,
	"max_price_per_sf_cents" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabrication_lead_price_matrix_stone_type_unique" UNIQUE("stone_type"),
	CONSTRAINT "fabrication_lead_price_matrix_range_check" CHECK ("fabrication_lead_price_matrix"."min_price_per_sf_cents" >= 0 and "fabrication_lead_price_matrix"."max_price_per_sf_cents" >= "fabrication_lead_price_matrix"."min_price_per_sf_cents")
);
--> statement-breakpoint
CREATE TABLE "fabrication_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stone_type" text NOT NULL,
	"thickness" text NOT NULL,
	"edge_detail" text NOT NULL,
	"price_per_sf_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabrication_pricing_unique" UNIQUE("stone_type","thickness","edge_detail"),
	CONSTRAINT "fabrication_pricing_price_check" CHECK ("fabrication_pricing"."price_per_sf_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "showroom_brand_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"pricing_strategy" text DEFAULT 'markup_from_cost' NOT NULL,
	"discount_from_msrp_percent" numeric(5, 2),
	"is_strategy_locked" boolean DEFAULT false NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showroom_brand_pricing_showroom_brand_unique" UNIQUE("showroom_id","brand"),
	CONSTRAINT "showroom_brand_pricing_strategy_check" CHECK ("showroom_brand_pricing"."pricing_strategy" in ('markup_from_cost', 'discount_from_msrp')),
	CONSTRAINT "showroom_brand_pricing_discount_check" CHECK ("showroom_brand_pricing"."discount_from_msrp_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "special_pricing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"color" text,
	"thickness" text,
	"finish" text,
	"special_discount_percent" numeric(5, 2) NOT NULL,
	"max_uses" integer,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"notes" text,
	"promo_code" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_pricing_rules_discount_check" CHECK ("special_pricing_rules"."special_discount_percent" between 0 and 100),
	CONSTRAINT "special_pricing_rules_max_uses_check" CHECK ("special_pricing_rules"."max_uses" >= 1),
	CONSTRAINT "special_pricing_rules_uses_check" CHECK ("special_pricing_rules"."current_uses" >= 0 and ("special_pricing_rules"."max_uses" is null or "special_pricing_rules"."current_uses" <= "special_pricing_rules"."max_uses")),
	CONSTRAINT "special_pricing_rules_promo_code_check" CHECK ("special_pricing_rules"."promo_code" ~ '^[A-Z0-9]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "special_pricing_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"showroom_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_pricing_uses_rule_order_unique" UNIQUE("rule_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "wholesale_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"pricing_type" text DEFAULT 'markup_from_cost' NOT NULL,
	"your_markup_percent" numeric(5, 2),
	"your_discount_percent" numeric(5, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_pricing_showroom_brand_unique" UNIQUE("showroom_id","brand"),
	CONSTRAINT "wholesale_pricing_type_check" CHECK ("wholesale_pricing"."pricing_type" in ('markup_from_cost', 'discount_from_msrp')),
	CONSTRAINT "wholesale_pricing_markup_check" CHECK ("wholesale_pricing"."your_markup_percent" between 0 and 200),
	CONSTRAINT "wholesale_pricing_discount_check" CHECK ("wholesale_pricing"."your_discount_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"session_key" text NOT NULL,
	"customer_id" uuid,
	"salesperson_id" uuid,
	"started_by_user_id" uuid,
	"client" jsonb,
	"stones_viewed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stones_compared" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interactions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text DEFAULT 'in_person_consultation' NOT NULL,
	"order_placed" boolean DEFAULT false NOT NULL,
	"session_start" timestamp with time zone DEFAULT now() NOT NULL,
	"session_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_showroom_session_unique" UNIQUE("showroom_id","session_key"),
	CONSTRAINT "consultations_status_check" CHECK ("consultations"."status" in ('active', 'browsing', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"company" text,
	"street_address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"application" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_showroom_email_unique" UNIQUE("showroom_id","email"),
	CONSTRAINT "customers_email_lower_check" CHECK ("customers"."email" = lower("customers"."email"))
);
--> statement-breakpoint
CREATE TABLE "comparisons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"reference_number" text NOT NULL,
	"consultation_id" uuid,
	"customer_id" uuid,
	"salesperson_id" uuid,
	"created_by_user_id" uuid,
	"stones" jsonb NOT NULL,
	"stones_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comparisons_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"showroom_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"stone_id" uuid,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"color" text NOT NULL,
	"thickness" text NOT NULL,
	"finish" text NOT NULL,
	"slab_width_in" numeric(7, 2) NOT NULL,
	"slab_height_in" numeric(7, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_items_quantity_check" CHECK ("quote_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quote_number" text NOT NULL,
	"customer_id" uuid,
	"consultation_id" uuid,
	"created_by_user_id" uuid,
	"created_by_team_member_id" uuid,
	"cart_name" text,
	"status" text DEFAULT 'open' NOT NULL,
	"products" jsonb,
	"settings" jsonb,
	"optimization_data" jsonb,
	"results_data" jsonb,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_price_cents" bigint DEFAULT 0 NOT NULL,
	"total_slabs" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quote_number_unique" UNIQUE("quote_number"),
	CONSTRAINT "quotes_kind_check" CHECK ("quotes"."kind" in ('material_cart', 'expert_quote')),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('open', 'ordered', 'expired', 'cancelled')),
	CONSTRAINT "quotes_totals_check" CHECK ("quotes"."total_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"catalog_price_cents" bigint NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"requested_by_user_id" uuid,
	"approved_by_team_member_id" uuid,
	"approved_by_user_id" uuid,
	"method" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_overrides_method_check" CHECK ("discount_overrides"."method" in ('password', 'pin'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"showroom_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"stone_id" uuid,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"color" text NOT NULL,
	"thickness" text NOT NULL,
	"finish" text NOT NULL,
	"slab_width_in" numeric(7, 2) NOT NULL,
	"slab_height_in" numeric(7, 2) NOT NULL,
	"quantity_slabs" integer NOT NULL,
	"quantity_sqft" numeric(10, 2) NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"special_unit_price_cents" bigint,
	"special_pricing_rule_id" uuid,
	"wholesale_unit_cost_cents" bigint NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"discount_override_id" uuid,
	"line_subtotal_cents" bigint NOT NULL,
	"special_savings_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"line_total_cents" bigint NOT NULL,
	"notes" text,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity_slabs" >= 1),
	CONSTRAINT "order_items_amounts_check" CHECK ("order_items"."line_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"showroom_id" uuid NOT NULL,
	"author_user_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"quote_number" text NOT NULL,
	"customer_id" uuid,
	"quote_id" uuid,
	"consultation_id" uuid,
	"placed_by_user_id" uuid,
	"placed_by_team_member_id" uuid,
	"order_type" text DEFAULT 'material_only' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_status" text,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_company" text,
	"project_name" text,
	"notes" text,
	"delivery_method" text NOT NULL,
	"delivery_street_address" text,
	"delivery_city" text,
	"delivery_state" text,
	"delivery_zip_code" text,
	"delivery_country" text,
	"delivery_date" timestamp with time zone,
	"quantity_sqft" numeric(10, 2) DEFAULT 0 NOT NULL,
	"total_slabs" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"special_savings_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"include_sales_tax" boolean DEFAULT true NOT NULL,
	"tax_rate_percent" numeric(5, 2) NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fabrication_cost_cents" bigint DEFAULT 0 NOT NULL,
	"additional_costs_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"wholesale_cost_cents" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_quote_number_unique" UNIQUE("quote_number"),
	CONSTRAINT "orders_showroom_idempotency_unique" UNIQUE("showroom_id","idempotency_key"),
	CONSTRAINT "orders_type_check" CHECK ("orders"."order_type" in ('material_only', 'material_with_fabrication_lead')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'completed', 'delivered', 'cancelled')),
	CONSTRAINT "orders_delivery_method_check" CHECK ("orders"."delivery_method" in ('delivery', 'will_call')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."special_savings_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."delivery_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."wholesale_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"showroom_id" uuid,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploaded_files_kind_check" CHECK ("uploaded_files"."kind" in ('logo', 'receipt', 'drawing', 'stone_image', 'pdf')),
	CONSTRAINT "uploaded_files_size_check" CHECK ("uploaded_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"showroom_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"showroom_id" uuid NOT NULL,
	"wholesale_amount_cents" bigint NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"payment_reference" text,
	"payment_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_order_unique" UNIQUE("order_id"),
	CONSTRAINT "supplier_payments_status_check" CHECK ("supplier_payments"."payment_status" in ('unpaid', 'pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "supplier_payments_amount_check" CHECK ("supplier_payments"."wholesale_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fabrication_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"order_id" uuid,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"stones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_total_cents" bigint NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"sent_to_fabricator_email" text,
	"sent_to_fabricator_name" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabrication_leads_order_unique" UNIQUE("order_id"),
	CONSTRAINT "fabrication_leads_status_check" CHECK ("fabrication_leads"."status" in ('new', 'contacted', 'completed')),
	CONSTRAINT "fabrication_leads_total_check" CHECK ("fabrication_leads"."order_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shared_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" uuid,
	"target_showroom_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"admin_notes" text NOT NULL,
	"showroom_contact_name" text,
	"customer_reference" text,
	"status" text DEFAULT 'new' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_carts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "shared_carts_status_check" CHECK ("shared_carts"."status" in ('new', 'viewed', 'claimed'))
);
--> statement-breakpoint
CREATE TABLE "analytics_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"default_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_period" text DEFAULT 'month' NOT NULL,
	"default_view" text DEFAULT 'performance' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_preferences_user_scope_unique" UNIQUE("user_id","scope"),
	CONSTRAINT "analytics_preferences_scope_check" CHECK ("analytics_preferences"."scope" in ('showroom', 'admin')),
	CONSTRAINT "analytics_preferences_period_check" CHECK ("analytics_preferences"."default_period" in ('today', 'week', 'month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid,
	"metric_type" text NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"target_value" numeric(16, 2) NOT NULL,
	"set_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "targets_showroom_metric_period_unique" UNIQUE NULLS NOT DISTINCT("showroom_id","metric_type","period"),
	CONSTRAINT "targets_metric_check" CHECK ("targets"."metric_type" in ('revenue', 'profit', 'orders', 'conversion')),
	CONSTRAINT "targets_period_check" CHECK ("targets"."period" in ('today', 'week', 'month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid,
	"kind" text NOT NULL,
	"from_address" text,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}' NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"transport" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_transport_check" CHECK ("mail_outbox"."transport" in ('smtp', 'local'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"message" text NOT NULL,
	"source" text DEFAULT 'modal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_source_check" CHECK ("contact_messages"."source" in ('modal', 'page'))
);
--> statement-breakpoint
CREATE TABLE "accounting_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid,
	"provider" text DEFAULT 'quickbooks' NOT NULL,
	"realm_id" text NOT NULL,
	"company_name" text,
	"access_token_ciphertext" text NOT NULL,
	"refresh_token_ciphertext" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_expires_at" timestamp with time zone,
	"environment" text DEFAULT 'sandbox' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_connections_showroom_unique" UNIQUE NULLS NOT DISTINCT("showroom_id"),
	CONSTRAINT "accounting_connections_environment_check" CHECK ("accounting_connections"."environment" in ('sandbox', 'production'))
);
--> statement-breakpoint
CREATE TABLE "card_payment_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text DEFAULT 'platform' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"test_publishable_key" text,
	"live_publishable_key" text,
	"test_secret_key_ciphertext" text,
	"live_secret_key_ciphertext" text,
	"test_webhook_secret_ciphertext" text,
	"live_webhook_secret_ciphertext" text,
	"webhook_endpoint_url" text,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payment_settings_scope_unique" UNIQUE("scope"),
	CONSTRAINT "card_payment_settings_mode_check" CHECK ("card_payment_settings"."mode" in ('test', 'live')),
	CONSTRAINT "card_payment_settings_scope_check" CHECK ("card_payment_settings"."scope" in ('platform'))
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD CONSTRAINT "recovery_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_id_refresh_tokens_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_images" ADD CONSTRAINT "stone_images_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_markups" ADD CONSTRAINT "client_markups_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_pricing_rules" ADD CONSTRAINT "delivery_pricing_rules_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_brand_pricing" ADD CONSTRAINT "showroom_brand_pricing_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_pricing_rules" ADD CONSTRAINT "special_pricing_rules_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_pricing_rules" ADD CONSTRAINT "special_pricing_rules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_pricing_uses" ADD CONSTRAINT "special_pricing_uses_rule_id_special_pricing_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."special_pricing_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_pricing_uses" ADD CONSTRAINT "special_pricing_uses_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_pricing_uses" ADD CONSTRAINT "special_pricing_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_pricing" ADD CONSTRAINT "wholesale_pricing_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_salesperson_id_team_members_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_salesperson_id_team_members_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_team_member_id_team_members_id_fk" FOREIGN KEY ("created_by_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_overrides" ADD CONSTRAINT "discount_overrides_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_overrides" ADD CONSTRAINT "discount_overrides_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_overrides" ADD CONSTRAINT "discount_overrides_approved_by_team_member_id_team_members_id_fk" FOREIGN KEY ("approved_by_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_overrides" ADD CONSTRAINT "discount_overrides_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_special_pricing_rule_id_special_pricing_rules_id_fk" FOREIGN KEY ("special_pricing_rule_id") REFERENCES "public"."special_pricing_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_override_id_discount_overrides_id_fk" FOREIGN KEY ("discount_override_id") REFERENCES "public"."discount_overrides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_team_member_id_team_members_id_fk" FOREIGN KEY ("placed_by_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_files" ADD CONSTRAINT "supplier_payment_files_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_files" ADD CONSTRAINT "supplier_payment_files_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_files" ADD CONSTRAINT "supplier_payment_files_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_files" ADD CONSTRAINT "supplier_payment_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrication_leads" ADD CONSTRAINT "fabrication_leads_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrication_leads" ADD CONSTRAINT "fabrication_leads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrication_leads" ADD CONSTRAINT "fabrication_leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_target_showroom_id_showrooms_id_fk" FOREIGN KEY ("target_showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_preferences" ADD CONSTRAINT "analytics_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_settings" ADD CONSTRAINT "card_payment_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showrooms_name_idx" ON "showrooms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_window_idx" ON "rate_limit_buckets" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "recovery_tokens_user_idx" ON "recovery_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "users_showroom_idx" ON "users" USING btree ("showroom_id");--> statement-breakpoint
CREATE INDEX "team_members_showroom_idx" ON "team_members" USING btree ("showroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_user_unique" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stone_images_stone_idx" ON "stone_images" USING btree ("stone_id");--> statement-breakpoint
CREATE INDEX "stone_images_key_idx" ON "stone_images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stones_brand_idx" ON "stones" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "stones_type_idx" ON "stones" USING btree ("type");--> statement-breakpoint
CREATE INDEX "stones_brand_color_idx" ON "stones" USING btree ("brand","color");--> statement-breakpoint
CREATE UNIQUE INDEX "stones_variant_unique" ON "stones" USING btree ("brand","type","color","thickness","finish","slab_width_in","slab_height_in");--> statement-breakpoint
CREATE INDEX "special_pricing_rules_showroom_brand_idx" ON "special_pricing_rules" USING btree ("showroom_id","brand");--> statement-breakpoint
CREATE INDEX "special_pricing_uses_showroom_idx" ON "special_pricing_uses" USING btree ("showroom_id");--> statement-breakpoint
CREATE INDEX "special_pricing_uses_order_idx" ON "special_pricing_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consultations_showroom_start_idx" ON "consultations" USING btree ("showroom_id","session_start");--> statement-breakpoint
CREATE INDEX "consultations_customer_idx" ON "consultations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "consultations_salesperson_idx" ON "consultations" USING btree ("salesperson_id");--> statement-breakpoint
CREATE INDEX "customers_showroom_name_idx" ON "customers" USING btree ("showroom_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "comparisons_showroom_created_idx" ON "comparisons" USING btree ("showroom_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_items_quote_idx" ON "quote_items" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_items_showroom_idx" ON "quote_items" USING btree ("showroom_id");--> statement-breakpoint
CREATE INDEX "quotes_showroom_updated_idx" ON "quotes" USING btree ("showroom_id","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "discount_overrides_showroom_idx" ON "discount_overrides" USING btree ("showroom_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_showroom_idx" ON "order_items" USING btree ("showroom_id");--> statement-breakpoint
CREATE INDEX "order_items_stone_idx" ON "order_items" USING btree ("stone_id");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_showroom_date_idx" ON "orders" USING btree ("showroom_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_showroom_status_idx" ON "orders" USING btree ("showroom_id","status");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_placed_by_team_member_idx" ON "orders" USING btree ("placed_by_team_member_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_showroom_idx" ON "uploaded_files" USING btree ("showroom_id");--> statement-breakpoint
CREATE INDEX "supplier_payment_files_payment_idx" ON "supplier_payment_files" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_showroom_status_idx" ON "supplier_payments" USING btree ("showroom_id","payment_status");--> statement-breakpoint
CREATE INDEX "fabrication_leads_showroom_idx" ON "fabrication_leads" USING btree ("showroom_id");--> statement-breakpoint
CREATE INDEX "fabrication_leads_status_created_idx" ON "fabrication_leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shared_carts_target_showroom_idx" ON "shared_carts" USING btree ("target_showroom_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("transport","sent_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");