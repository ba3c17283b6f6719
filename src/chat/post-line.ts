/** One plain line of text in chat (a sailing roll, a deck notice), with its dice, as the actor if given. */
export async function postLine(text: string, rolls: Roll[] = [], actor?: Actor.Implementation | null): Promise<void> {
  await ChatMessage.create({
    speaker: actor ? ChatMessage.getSpeaker({ actor }) : ChatMessage.getSpeaker(),
    content: `<p class="broadside chat-line">${foundry.utils.escapeHTML(text)}</p>`,
    rolls,
  });
}
