/** README.txt of a data download: what each file holds, for the person reading it. */
export function archiveReadme(username: string, madeAt: string): string {
  return `Your Glimpse data
=================

This archive holds the data Glimpse keeps about @${username}, as it stood at ${madeAt}.
It was built from Glimpse's history of everything that happened on your account.
Other people appear by their id and current username only (no username once their account
is deleted); their email addresses, birth dates and other private details are never included.
Your password is never included either, not even in its stored (hashed) form.

README.txt            This file.
profile.json          Your account: username, email, birth date, full name, bio, profile
                      photo, when you joined, and any moderation decisions about your account.
posts.json            Every post you published, with its caption, location and hashtags; a
                      post you deleted or that a moderator removed says so.
media/                The photos and videos of your posts, stories and profile (and report
                      screenshots), as they are stored. posts.json and stories.json name each file.
comments.json         The comments you wrote, on any post.
likes.json            The posts you like now.
saved.json            The posts you saved (bookmarked).
follows.json          The people you follow ("following") and who follows you ("followers").
stories.json          The stories you shared, photos and videos; a story you deleted says so
                      (deletedAt), its file gone with it.
reports.json          The reports you sent to the moderators, and their status.
conversations/        One file per conversation: both sides' messages, since they were sent to
                      you. A reply to a story names it (repliesToStory: its id, and whether it
                      was yours). Messages of a person who has deleted their account were erased
                      with it.
events.ndjson         Your own events, one JSON object a line, in the order they happened:
                      everything you did (and decisions about your account), with your own
                      words in clear. Events others caused are not in it (for example someone
                      following you: that shows in follows.json).
`;
}
