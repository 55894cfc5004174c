CREATE TABLE "analytics_order_stone_keys" (
	"order_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"showroom_id" uuid NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"wholesale_cost_cents" bigint NOT NULL,
	"customer_id" uuid,
	"customer_email" text NOT NULL,
	"placed_by_team_member_id" uuid,
	CONSTRAINT "analytics_order_stone_keys_pk" PRIMARY KEY("order_id","brand","type")
);
--> statement-breakpoint
ALTER TABLE "analytics_order_stone_keys" ADD CONSTRAINT "analytics_order_stone_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_order_stone_keys_filter_idx" ON "analytics_order_stone_keys" USING btree ("brand","type","order_date");--> statement-breakpoint
CREATE INDEX "analytics_order_stone_keys_showroom_idx" ON "analytics_order_stone_keys" USING btree ("showroom_id","brand","type","order_date");--> statement-breakpoint
-- The stone key rows of the orders `ids`, rewritten from the orders and their lines as they are
-- now (docs/decisions/093): each brand with type '', each type with brand '', each brand and type
-- of one line, for an order that counts as a sale (not cancelled). Only these orders' own rows are
-- touched, so two writers of two orders never wait on each other here.
CREATE FUNCTION analytics_order_stone_keys_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    delete from analytics_order_stone_keys where order_id = any(ids);
    insert into analytics_order_stone_keys (order_id, brand, type, showroom_id, order_date, status,
      total_cents, tax_cents, wholesale_cost_cents, customer_id, customer_email, placed_by_team_member_id)
    select o.id, k.brand, k.type, o.showroom_id, o.order_date, o.status, o.total_cents, o.tax_cents,
      o.wholesale_cost_cents, o.customer_id, o.customer_email, o.placed_by_team_member_id
    from orders o
      cross join lateral (
        select oi.brand, '' as type from order_items oi where oi.order_id = o.id
        union select '', oi.type from order_items oi where oi.order_id = o.id
        union select oi.brand, oi.type from order_items oi where oi.order_id = o.id
      ) k
    where o.id = any(ids) and analytics_is_sale(o.status)
    order by o.id, k.brand, k.type;
  $$;
--> statement-breakpoint
CREATE FUNCTION analytics_order_stone_keys_lines_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_order_stone_keys_refresh(array(select distinct order_id from new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_order_stone_keys_refresh(array(select distinct order_id from old_rows));
  ELSE
    PERFORM analytics_order_stone_keys_refresh(array(
      select n.order_id from new_rows n join old_rows o on o.id = n.id
      where (n.order_id, n.brand, n.type) is distinct from (o.order_id, o.brand, o.type)
      union
      select o.order_id from new_rows n join old_rows o on o.id = n.id
      where (n.order_id, n.brand, n.type) is distinct from (o.order_id, o.brand, o.type)
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order's own columns the figures read; any other change (payment, notes) rewrites nothing.
-- (A trigger with transition tables cannot name columns, so the comparison is here.)
CREATE FUNCTION analytics_order_stone_keys_order_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM analytics_order_stone_keys_refresh(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where (n.showroom_id, n.order_date, n.status, n.total_cents, n.tax_cents, n.wholesale_cost_cents,
      n.customer_id, n.customer_email, n.placed_by_team_member_id)
      is distinct from (o.showroom_id, o.order_date, o.status, o.total_cents, o.tax_cents,
      o.wholesale_cost_cents, o.customer_id, o.customer_email, o.placed_by_team_member_id)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_order_stone_keys_lines_inserted AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_stone_keys_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_order_stone_keys_lines_updated AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_stone_keys_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_order_stone_keys_lines_deleted AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_stone_keys_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_order_stone_keys_order_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_stone_keys_order_changed();
--> statement-breakpoint
-- The orders already there.
INSERT INTO analytics_order_stone_keys (order_id, brand, type, showroom_id, order_date, status,
  total_cents, tax_cents, wholesale_cost_cents, customer_id, customer_email, placed_by_team_member_id)
SELECT o.id, k.brand, k.type, o.showroom_id, o.order_date, o.status, o.total_cents, o.tax_cents,
  o.wholesale_cost_cents, o.customer_id, o.customer_email, o.placed_by_team_member_id
FROM orders o
  JOIN LATERAL (
    SELECT oi.brand, '' AS type FROM order_items oi WHERE oi.order_id = o.id
    UNION SELECT '', oi.type FROM order_items oi WHERE oi.order_id = o.id
    UNION SELECT oi.brand, oi.type FROM order_items oi WHERE oi.order_id = o.id
  ) k ON true
WHERE analytics_is_sale(o.status);
--> statement-breakpoint
CREATE TABLE "analytics_consultation_stone_keys" (
	"consultation_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"showroom_id" uuid NOT NULL,
	"session_start" timestamp with time zone NOT NULL,
	"salesperson_id" uuid,
	"customer_id" uuid,
	CONSTRAINT "analytics_consultation_stone_keys_pk" PRIMARY KEY("consultation_id","brand","type")
);
--> statement-breakpoint
CREATE TABLE "analytics_quote_stone_keys" (
	"quote_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"showroom_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_team_member_id" uuid,
	"customer_id" uuid,
	CONSTRAINT "analytics_quote_stone_keys_pk" PRIMARY KEY("quote_id","brand","type")
);
--> statement-breakpoint
ALTER TABLE "analytics_consultation_stone_keys" ADD CONSTRAINT "analytics_consultation_stone_keys_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_quote_stone_keys" ADD CONSTRAINT "analytics_quote_stone_keys_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_consultation_stone_keys_filter_idx" ON "analytics_consultation_stone_keys" USING btree ("brand","type","session_start");--> statement-breakpoint
CREATE INDEX "analytics_consultation_stone_keys_showroom_idx" ON "analytics_consultation_stone_keys" USING btree ("showroom_id","brand","type","session_start");--> statement-breakpoint
CREATE INDEX "analytics_quote_stone_keys_filter_idx" ON "analytics_quote_stone_keys" USING btree ("brand","type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_quote_stone_keys_showroom_idx" ON "analytics_quote_stone_keys" USING btree ("showroom_id","brand","type","created_at");--> statement-breakpoint
-- The stone key rows of the quotes `ids`, as for orders, for every saved quote (any status: the
-- quote counts count them all).
CREATE FUNCTION analytics_quote_stone_keys_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    delete from analytics_quote_stone_keys where quote_id = any(ids);
    insert into analytics_quote_stone_keys (quote_id, brand, type, showroom_id, created_at, created_by_team_member_id, customer_id)
    select q.id, k.brand, k.type, q.showroom_id, q.created_at, q.created_by_team_member_id, q.customer_id
    from quotes q
      cross join lateral (
        select qi.brand, '' as type from quote_items qi where qi.quote_id = q.id
        union select '', qi.type from quote_items qi where qi.quote_id = q.id
        union select qi.brand, qi.type from quote_items qi where qi.quote_id = q.id
      ) k
    where q.id = any(ids)
    order by q.id, k.brand, k.type;
  $$;
--> statement-breakpoint
-- The stone key rows of the consultations `ids`: each brand and each type of an object of its
-- `stones_viewed` list with a text value there, as `stones_viewed @> '[{"brand": ...}]'` finds it.
CREATE FUNCTION analytics_consultation_stone_keys_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    delete from analytics_consultation_stone_keys where consultation_id = any(ids);
    insert into analytics_consultation_stone_keys (consultation_id, brand, type, showroom_id, session_start, salesperson_id, customer_id)
    select k.id, v.brand, v.type, k.showroom_id, k.session_start, k.salesperson_id, k.customer_id
    from consultations k
      cross join lateral (
        select e ->> 'brand' as brand, '' as type
        from jsonb_array_elements(case when jsonb_typeof(k.stones_viewed) = 'array' then k.stones_viewed else '[]' end) e
        where jsonb_typeof(e -> 'brand') = 'string'
        union
        select '', e ->> 'type'
        from jsonb_array_elements(case when jsonb_typeof(k.stones_viewed) = 'array' then k.stones_viewed else '[]' end) e
        where jsonb_typeof(e -> 'type') = 'string'
      ) v
    where k.id = any(ids)
    order by k.id, v.brand, v.type;
  $$;
--> statement-breakpoint
CREATE FUNCTION analytics_quote_stone_keys_lines_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_quote_stone_keys_refresh(array(select distinct quote_id from new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_quote_stone_keys_refresh(array(select distinct quote_id from old_rows));
  ELSE
    PERFORM analytics_quote_stone_keys_refresh(array(
      select n.quote_id from new_rows n join old_rows o on o.id = n.id
      where (n.quote_id, n.brand, n.type) is distinct from (o.quote_id, o.brand, o.type)
      union
      select o.quote_id from new_rows n join old_rows o on o.id = n.id
      where (n.quote_id, n.brand, n.type) is distinct from (o.quote_id, o.brand, o.type)
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_quote_stone_keys_quote_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM analytics_quote_stone_keys_refresh(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where (n.showroom_id, n.created_at, n.created_by_team_member_id, n.customer_id)
      is distinct from (o.showroom_id, o.created_at, o.created_by_team_member_id, o.customer_id)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_consultation_stone_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_consultation_stone_keys_refresh(array(
      select id from new_rows where stones_viewed <> '[]'::jsonb
    ));
  ELSE
    PERFORM analytics_consultation_stone_keys_refresh(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where (n.stones_viewed, n.showroom_id, n.session_start, n.salesperson_id, n.customer_id)
        is distinct from (o.stones_viewed, o.showroom_id, o.session_start, o.salesperson_id, o.customer_id)
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_quote_stone_keys_lines_inserted AFTER INSERT ON quote_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_quote_stone_keys_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_quote_stone_keys_lines_updated AFTER UPDATE ON quote_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_quote_stone_keys_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_quote_stone_keys_lines_deleted AFTER DELETE ON quote_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_quote_stone_keys_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_quote_stone_keys_quote_updated AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_quote_stone_keys_quote_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_consultation_stone_keys_inserted AFTER INSERT ON consultations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_consultation_stone_keys_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_consultation_stone_keys_updated AFTER UPDATE ON consultations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_consultation_stone_keys_changed();
--> statement-breakpoint
-- The quotes and consultations already there.
SELECT analytics_quote_stone_keys_refresh(array(SELECT DISTINCT quote_id FROM quote_items));
--> statement-breakpoint
SELECT analytics_consultation_stone_keys_refresh(array(SELECT id FROM consultations WHERE stones_viewed <> '[]'::jsonb));
