CREATE TABLE "curriculum_lesson_progress" (
	"student_id" integer NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curriculum_lesson_progress_student_id_week_day_pk" PRIMARY KEY("student_id","week","day")
);
--> statement-breakpoint
CREATE TABLE "curriculum_memory_verses" (
	"student_id" integer NOT NULL,
	"week" integer NOT NULL,
	"recited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curriculum_memory_verses_student_id_week_pk" PRIMARY KEY("student_id","week")
);
--> statement-breakpoint
CREATE TABLE "curriculum_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grade_level" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curriculum_lesson_progress" ADD CONSTRAINT "curriculum_lesson_progress_student_id_curriculum_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."curriculum_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_memory_verses" ADD CONSTRAINT "curriculum_memory_verses_student_id_curriculum_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."curriculum_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_students" ADD CONSTRAINT "curriculum_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curriculum_students_user_idx" ON "curriculum_students" USING btree ("user_id","is_active");