CREATE TABLE "hebrew_known_cards" (
	"user_id" uuid NOT NULL,
	"deck" text NOT NULL,
	"card_id" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hebrew_known_cards_user_id_deck_card_id_pk" PRIMARY KEY("user_id","deck","card_id")
);
--> statement-breakpoint
ALTER TABLE "hebrew_known_cards" ADD CONSTRAINT "hebrew_known_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;