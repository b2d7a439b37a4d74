CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "chat_messages_sender_is_participant" CHECK ("chat_messages"."sender_id" IN ("chat_messages"."tenant_id", "chat_messages"."landlord_id")),
	CONSTRAINT "chat_messages_not_blank" CHECK (length(btrim("chat_messages"."message")) > 0),
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."message") <= 2000),
	CONSTRAINT "chat_messages_read_has_time" CHECK ("chat_messages"."is_read" = ("chat_messages"."read_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"last_message_id" uuid,
	"last_message_seq" bigint NOT NULL,
	"last_message_at" timestamp (3) with time zone NOT NULL,
	"tenant_unread" integer DEFAULT 0 NOT NULL,
	"landlord_unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_tenant_id_landlord_id_property_id_pk" PRIMARY KEY("tenant_id","landlord_id","property_id"),
	CONSTRAINT "conversations_unread_not_negative" CHECK ("conversations"."tenant_unread" >= 0 AND "conversations"."landlord_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_last_message_id_chat_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("tenant_id","landlord_id","property_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("property_id","tenant_id","landlord_id") WHERE NOT "chat_messages"."is_read";--> statement-breakpoint
CREATE INDEX "conversations_tenant_recent_idx" ON "conversations" USING btree ("tenant_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_landlord_recent_idx" ON "conversations" USING btree ("landlord_id","last_message_at");