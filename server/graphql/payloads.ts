// Small result types shared by several areas' mutations.
import { builder } from "./builder";

/** A mutation whose answer is a sentence for the user (e.g. "Your password has been changed."). */
export const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({ fields: (t) => ({ message: t.exposeString("message") }) });
