import {
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  reviewTagsFor,
  type ReviewRole,
} from "@campusride/shared/domain/reviews";
import { createReviewInputSchema } from "@campusride/shared/schemas/reviews";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { CharacterCount } from "../../../components/ui/character-count.tsx";
import { errorAt, Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { useCreateReview } from "../api/create-review.ts";
import { StarRatingInput } from "./star-rating-input.tsx";

interface ReviewFormProps {
  rideId: string;
  subject: { id: string; firstName: string; lastName: string };
  /** The subject's side of the trip; the author is on the other. */
  subjectRole: ReviewRole;
}

/** The tags the author may tick: a rider's of the driver, a driver's of a rider. */
function TagChoices({ authorRole }: { authorRole: ReviewRole }) {
  const { register } = useFormContext();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">What went well? (optional)</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {reviewTagsFor(authorRole).map((tag) => (
          <label
            key={tag}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="checkbox" value={tag} {...register("tags")} className="size-4 accent-brand-700" />
            {tag}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function StarsField({ legend }: { legend: string }) {
  const { setValue, formState } = useFormContext();
  const rating = useWatch({ name: "rating" }) as number;
  const { errors } = useFormState();
  return (
    <StarRatingInput
      legend={legend}
      value={rating}
      onChange={(value) => setValue("rating", value, { shouldValidate: formState.isSubmitted })}
      error={errorAt(errors, "rating")}
    />
  );
}

/**
 * One review: stars (required), tags, a comment of up to 500 characters. Once sent, the
 * ride's reviews are read again and the form gives way to what was submitted.
 */
export function ReviewForm({ rideId, subject, subjectRole }: ReviewFormProps) {
  const createReview = useCreateReview(rideId);
  const authorRole: ReviewRole = subjectRole === "driver" ? "rider" : "driver";
  const form = useZodForm(createReviewInputSchema, {
    defaultValues: { subjectId: subject.id, rating: 0, tags: [], comment: "" },
  });
  const name = `${subject.firstName} ${subject.lastName}`.trim();
  return (
    <Form
      form={form}
      aria-label={`Review ${name}`}
      fallbackError={REVIEW_MESSAGES.submitFailed}
      className="space-y-5"
      onSubmit={async (input) => {
        await createReview.mutateAsync({ ...input, tags: input.tags.filter(Boolean) });
      }}
    >
      <StarsField legend={`How was your trip with ${subject.firstName}?`} />
      <TagChoices authorRole={authorRole} />
      <TextareaField
        name="comment"
        label="Comment (optional)"
        hint={<CharacterCount name="comment" max={REVIEW_COMMENT_MAX} />}
        rows={3}
        maxLength={REVIEW_COMMENT_MAX}
      />
      <SubmitButton busyLabel="Submitting…">Submit review</SubmitButton>
    </Form>
  );
}
