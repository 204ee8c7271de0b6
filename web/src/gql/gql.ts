/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    emailVerified\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n    isPrivate\n    language\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    parentId\n    repliesCount\n    likesCount\n    isLiked\n    user {\n      id\n      username\n      avatar\n      isAdmin\n      isMascot\n    }\n  }\n": typeof types.Comment_CommentFragmentDoc,
    "\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      updated {\n        id\n        likesCount\n        repliesCount\n      }\n      removedId\n    }\n  }\n": typeof types.CommentsChangedDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      url\n      type\n      alt\n      width\n      height\n      posterUrl\n    }\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    editedAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      type\n      alt\n    }\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n": typeof types.PostGrid_PostFragmentDoc,
    "\n  query PostHistory($id: ID!) {\n    post(id: $id) {\n      id\n      history {\n        caption\n        location\n        editedAt\n      }\n    }\n  }\n": typeof types.PostHistoryDocument,
    "\n  query PostAuthorMute($id: ID!) {\n    user(id: $id) {\n      id\n      isMutedByMe\n    }\n  }\n": typeof types.PostAuthorMuteDocument,
    "\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SavedPostsDocument,
    "\n  query SuggestedPeople($first: Int!) {\n    suggestedUsers(first: $first) {\n      user {\n        id\n        username\n        fullName\n        avatar\n        isAdmin\n        isPrivate\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n      }\n      followedBy {\n        id\n        username\n      }\n      followedByCount\n    }\n  }\n": typeof types.SuggestedPeopleDocument,
    "\n  query AccountsTab($q: String) {\n    adminAccounts(q: $q) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n": typeof types.AccountsTabDocument,
    "\n  mutation ModerateAccount($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n    }\n  }\n": typeof types.ModerateAccountDocument,
    "\n  mutation LiftSanction($userId: ID!, $action: LiftAction!, $reason: String) {\n    liftSanction(userId: $userId, action: $action, reason: $reason) {\n      id\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n": typeof types.LiftSanctionDocument,
    "\n  query AdminAppealsTab {\n    adminAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n      user {\n        id\n        username\n        deleted\n      }\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n": typeof types.AdminAppealsTabDocument,
    "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      id\n      status\n      decision\n      reason\n      decidedAt\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n": typeof types.DecideAppealDocument,
    "\n  fragment HistoryFields on HistoryEntry {\n    id\n    action\n    targetType\n    targetId\n    targetUser {\n      id\n      username\n      deleted\n    }\n    actor {\n      id\n      username\n      deleted\n    }\n    admin {\n      id\n      username\n    }\n    reason\n    detail\n    at\n  }\n": typeof types.HistoryFieldsFragmentDoc,
    "\n  query AuditLog($adminId: ID, $targetId: ID, $action: String) {\n    auditLog(adminId: $adminId, targetId: $targetId, action: $action, first: 200) {\n      ...HistoryFields\n    }\n    adminUsers {\n      id\n      username\n      isAdmin\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query Timeline($targetId: ID!) {\n    timeline(targetId: $targetId) {\n      ...HistoryFields\n    }\n  }\n": typeof types.TimelineDocument,
    "\n  query InsightsTab($days: Int!) {\n    insights(days: $days) {\n      from\n      to\n      days {\n        date\n        signUps\n        activeUsers\n        posts\n        likes\n        comments\n        messages\n        reports\n      }\n      topHashtags {\n        tag\n        posts\n      }\n    }\n  }\n": typeof types.InsightsTabDocument,
    "\n  subscription InsightsChanged {\n    insightsChanged\n  }\n": typeof types.InsightsChangedDocument,
    "\n  query BannedIps {\n    bannedIps {\n      id\n      ipAddress\n      reason\n      createdAt\n    }\n  }\n": typeof types.BannedIpsDocument,
    "\n  mutation UnbanIp($ip: String!) {\n    unbanIp(ip: $ip)\n  }\n": typeof types.UnbanIpDocument,
    "\n  mutation BanIp($ipAddress: String!, $reason: String) {\n    banIp(ipAddress: $ipAddress, reason: $reason) {\n      id\n      ipAddress\n    }\n  }\n": typeof types.BanIpDocument,
    "\n  query BannedPostsTab {\n    bannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        mediaUrl\n        mediaType\n        media {\n          type\n          alt\n        }\n        caption\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.BannedPostsTabDocument,
    "\n  mutation UnbanPostTab($id: ID!) {\n    unbanPost(id: $id) {\n      id\n    }\n  }\n": typeof types.UnbanPostTabDocument,
    "\n  query ReportsTab {\n    reports {\n      id\n      shortId\n      content\n      imageUrl\n      status\n      createdAt\n      reporter {\n        id\n        username\n        deleted\n      }\n      reportedUser {\n        id\n        username\n        isAdmin\n        deleted\n      }\n      target {\n        type\n        id\n        parentId\n        text\n        mediaUrl\n        author {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n": typeof types.ReportsTabDocument,
    "\n  mutation SetReportStatus($reportId: ID!, $status: ReportStatus!) {\n    setReportStatus(reportId: $reportId, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetReportStatusDocument,
    "\n  mutation ModerateUser($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n      banned\n      timedOutUntil\n    }\n  }\n": typeof types.ModerateUserDocument,
    "\n  mutation FileAppeal($input: FileAppealInput!) {\n    fileAppeal(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.FileAppealDocument,
    "\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      repliesCount\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...Comment_comment\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.CommentRepliesDocument,
    "\n  fragment CommentParent on Comment {\n    id\n    parentId\n  }\n": typeof types.CommentParentFragmentDoc,
    "\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": typeof types.PasskeyFieldsFragmentDoc,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": typeof types.PasskeyRegistrationOptionsDocument,
    "\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      ...PasskeyFields\n    }\n  }\n": typeof types.RegisterPasskeyDocument,
    "\n  mutation PasskeyLogInOptions {\n    passkeyLogInOptions\n  }\n": typeof types.PasskeyLogInOptionsDocument,
    "\n  mutation LogInWithPasskey($response: String!) {\n    logInWithPasskey(response: $response) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LogInWithPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  query Explore($first: Int!, $after: String) {\n    explore(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ExploreDocument,
    "\n  query SearchHashtags($query: String!) {\n    searchHashtags(query: $query, first: 20) {\n      name\n      postsCount\n    }\n  }\n": typeof types.SearchHashtagsDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n": typeof types.ResendEmailVerificationDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation SetLanguage($language: String) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  mutation SetAccountPrivacy($isPrivate: Boolean!) {\n    setAccountPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n      followersCount\n    }\n  }\n": typeof types.SetAccountPrivacyDocument,
    "\n  query Stories {\n    stories {\n      user {\n        id\n        username\n        avatar\n      }\n      stories {\n        id\n        mediaUrl\n        mediaType\n        posterUrl\n        createdAt\n        seen\n        viewersCount\n      }\n    }\n  }\n": typeof types.StoriesDocument,
    "\n  mutation PublishStory($mediaId: ID!) {\n    publishStory(mediaId: $mediaId) {\n      id\n    }\n  }\n": typeof types.PublishStoryDocument,
    "\n  mutation MarkStorySeen($id: ID!) {\n    markStorySeen(id: $id) {\n      id\n      seen\n    }\n  }\n": typeof types.MarkStorySeenDocument,
    "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n": typeof types.DeleteStoryDocument,
    "\n  subscription StoryDeleted {\n    storyDeleted\n  }\n": typeof types.StoryDeletedDocument,
    "\n  query StoryViewers($id: ID!) {\n    storyViewers(id: $id) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n": typeof types.StoryViewersDocument,
    "\n  mutation ReplyToStory($id: ID!, $content: String!) {\n    replyToStory(id: $id, content: $content) {\n      id\n      conversationId\n    }\n  }\n": typeof types.ReplyToStoryDocument,
    "\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n": typeof types.SetUpTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  mutation LogInTwoFactor($input: TwoFactorLogInInput!) {\n    logInTwoFactor(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LogInTwoFactorDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  query AccountBan {\n    accountBan {\n      reason\n      bannedAt\n      appeal {\n        id\n        status\n        decision\n        reason\n      }\n    }\n  }\n": typeof types.AccountBanDocument,
    "\n  mutation BanPostFromCard($id: ID!, $reason: String) {\n    banPost(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.BanPostFromCardDocument,
    "\n  mutation BanAuthorFromCard($userId: ID!, $reason: String) {\n    moderateUser(input: { userId: $userId, action: ban, reason: $reason }) {\n      id\n      banned\n    }\n  }\n": typeof types.BanAuthorFromCardDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      ...ViewerFields\n    }\n  }\n": typeof types.ChangeUsernameDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      caption\n      location\n      editedAt\n      media {\n        url\n        alt\n      }\n    }\n  }\n": typeof types.EditPostDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      userAgent\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  query FollowRequestsCount {\n    followRequests {\n      id\n    }\n  }\n": typeof types.FollowRequestsCountDocument,
    "\n  query MyReports {\n    myReports {\n      id\n      status\n      createdAt\n      statusHistory {\n        status\n        at\n      }\n      target {\n        type\n        id\n        parentId\n        username\n      }\n    }\n  }\n": typeof types.MyReportsDocument,
    "\n  query MyAppeals {\n    myAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n    }\n  }\n": typeof types.MyAppealsDocument,
    "\n  query MyBannedPosts {\n    myBannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        caption\n        mediaUrl\n        mediaType\n        posterUrl\n        media {\n          type\n          alt\n        }\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.MyBannedPostsDocument,
    "\n  mutation ToggleBlock($userId: ID!) {\n    toggleBlock(userId: $userId) {\n      blocked\n      user {\n        id\n        isBlockedByMe\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n        followingCount\n      }\n    }\n  }\n": typeof types.ToggleBlockDocument,
    "\n  query BlockedUsers {\n    blockedUsers {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n": typeof types.BlockedUsersDocument,
    "\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      liked\n      comment {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n": typeof types.ToggleCommentLikeDocument,
    "\n  fragment CommentLikeState on Comment {\n    id\n    isLiked\n    likesCount\n  }\n": typeof types.CommentLikeStateFragmentDoc,
    "\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      following\n      requested\n      user {\n        id\n        isFollowedByMe\n        isRequestedByMe\n        canSeeContent\n        followersCount\n      }\n    }\n  }\n": typeof types.ToggleFollowDocument,
    "\n  fragment FollowState on User {\n    id\n    username\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n": typeof types.FollowStateFragmentDoc,
    "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      liked\n      post {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n": typeof types.ToggleLikeDocument,
    "\n  fragment LikeState on Post {\n    id\n    isLiked\n    likesCount\n  }\n": typeof types.LikeStateFragmentDoc,
    "\n  mutation ToggleMute($userId: ID!) {\n    toggleMute(userId: $userId) {\n      muted\n      user {\n        id\n        isMutedByMe\n      }\n    }\n  }\n": typeof types.ToggleMuteDocument,
    "\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n": typeof types.ToggleSaveDocument,
    "\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n": typeof types.SaveStateFragmentDoc,
    "\n  query MessageUserSearch($query: String!) {\n    searchUsers(query: $query, first: 20) {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n": typeof types.MessageUserSearchDocument,
    "\n  query UnreadCount {\n    unreadMessagesCount\n  }\n": typeof types.UnreadCountDocument,
    "\n  query ConversationRequestsCount {\n    conversationRequestsCount\n  }\n": typeof types.ConversationRequestsCountDocument,
    "\n  fragment ConversationRow on Conversation {\n    id\n    unreadCount\n    updatedAt\n    otherReadUpTo\n    folder\n    isRequest\n    otherUser {\n      id\n      username\n      avatar\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n": typeof types.ConversationRowFragmentDoc,
    "\n  subscription ConversationUpdated {\n    conversationUpdated {\n      id\n      unreadTotal\n      requestsCount\n      conversation {\n        ...ConversationRow\n      }\n    }\n  }\n": typeof types.ConversationUpdatedDocument,
    "\n  fragment StoryReplyFields on RepliedStory {\n    id\n    mediaType\n    available\n    mediaUrl\n    posterUrl\n  }\n": typeof types.StoryReplyFieldsFragmentDoc,
    "\n  fragment CachedMessageFields on Message {\n    id\n    conversationId\n    content\n    createdAt\n    sender {\n      id\n      username\n      avatar\n    }\n    story {\n      ...StoryReplyFields\n    }\n  }\n": typeof types.CachedMessageFieldsFragmentDoc,
    "\n  mutation AcceptConversation($conversationId: ID!) {\n    acceptConversation(conversationId: $conversationId) {\n      ...ConversationRow\n    }\n  }\n": typeof types.AcceptConversationDocument,
    "\n  mutation DeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId)\n  }\n": typeof types.DeleteConversationDocument,
    "\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      ...ConversationRow\n    }\n  }\n": typeof types.StartConversationDocument,
    "\n  mutation SendMessage($conversationId: ID!, $content: String!, $clientId: ID) {\n    sendMessage(conversationId: $conversationId, content: $content, clientId: $clientId) {\n      id\n      conversationId\n      content\n      createdAt\n      sender {\n        id\n        username\n        avatar\n      }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation SetTyping($conversationId: ID!, $typing: Boolean!) {\n    setTyping(conversationId: $conversationId, typing: $typing)\n  }\n": typeof types.SetTypingDocument,
    "\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      userId\n      typing\n    }\n  }\n": typeof types.TypingDocument,
    "\n  fragment ActivityRow on Notification {\n    id\n    type\n    actorsCount\n    createdAt\n    read\n    detail\n    actors {\n      id\n      username\n      avatar\n      isPrivate\n      isFollowedByMe\n      isRequestedByMe\n      followersCount\n    }\n    post {\n      id\n      mediaUrl\n      mediaType\n      posterUrl\n      media {\n        type\n        alt\n      }\n      user {\n        id\n        username\n      }\n    }\n    comment {\n      id\n      content\n    }\n  }\n": typeof types.ActivityRowFragmentDoc,
    "\n  query UnreadNotificationsCount {\n    unreadNotificationsCount\n  }\n": typeof types.UnreadNotificationsCountDocument,
    "\n  subscription UnreadNotificationsCountChanged {\n    unreadNotificationsCount\n  }\n": typeof types.UnreadNotificationsCountChangedDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation SubscribeToPush($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input)\n  }\n": typeof types.SubscribeToPushDocument,
    "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribeFromPushDocument,
    "\n  query PushSettings {\n    pushSettings {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n": typeof types.PushSettingsDocument,
    "\n  mutation ChangePushSettings($input: PushSettingsInput!) {\n    changePushSettings(input: $input) {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n": typeof types.ChangePushSettingsDocument,
    "\n  query Activity($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ActivityRow\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  mutation AppealBan($input: AppealBanInput!) {\n    appealBan(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.AppealBanDocument,
    "\n  query Chat($id: ID!, $before: String) {\n    conversation(id: $id) {\n      id\n      otherReadUpTo\n      folder\n      isRequest\n      canSend\n      otherUser {\n        id\n        username\n        avatar\n        isBlockedByMe\n      }\n      messages(last: 30, before: $before) {\n        nodes {\n          ...CachedMessageFields\n        }\n        hasOlder\n        olderCursor\n      }\n    }\n  }\n": typeof types.ChatDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...CachedMessageFields\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  query Conversations {\n    conversations {\n      ...ConversationRow\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query ConversationRequests {\n    conversationRequests {\n      ...ConversationRow\n    }\n  }\n": typeof types.ConversationRequestsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment FollowRow_user on User {\n    id\n    username\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n  }\n": typeof types.FollowRow_UserFragmentDoc,
    "\n  fragment FollowList_connection on UserConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...FollowRow_user\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.FollowList_ConnectionFragmentDoc,
    "\n  query Followers($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: followers(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query Following($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: following(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n": typeof types.FollowingDocument,
    "\n  query FollowRequests {\n    followRequests {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n": typeof types.FollowRequestsDocument,
    "\n  mutation ApproveFollowRequest($userId: ID!) {\n    approveFollowRequest(userId: $userId) {\n      id\n    }\n  }\n": typeof types.ApproveFollowRequestDocument,
    "\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId) {\n      id\n    }\n  }\n": typeof types.DeclineFollowRequestDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query Hashtag($tag: String!, $first: Int!, $after: String) {\n    hashtag(tag: $tag, first: $first, after: $after) {\n      tag\n      postsCount\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.HashtagDocument,
    "\n  query HiddenWords {\n    hiddenWords\n  }\n": typeof types.HiddenWordsDocument,
    "\n  mutation SetHiddenWords($words: [String!]!) {\n    setHiddenWords(words: $words)\n  }\n": typeof types.SetHiddenWordsDocument,
    "\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n      caption\n      location\n      editedAt\n    }\n  }\n": typeof types.PostChangedDocument,
    "\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n": typeof types.FeedUpdatedDocument,
    "\n  fragment LikerRow_user on User {\n    id\n    username\n    fullName\n    avatar\n    isAdmin\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n": typeof types.LikerRow_UserFragmentDoc,
    "\n  query Likers($id: ID!, $first: Int!, $after: String) {\n    post(id: $id) {\n      id\n      likesCount\n      likers(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...LikerRow_user\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.LikersDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      twoFactorRequired\n      challenge\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  query Profile($id: ID!, $first: Int!, $after: String) {\n    user(id: $id) {\n      id\n      username\n      fullName\n      bio\n      avatar\n      isAdmin\n      postsCount\n      followersCount\n      followingCount\n      isFollowedByMe\n      isRequestedByMe\n      isPrivate\n      canSeeContent\n      isMutedByMe\n      posts(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PostGrid_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query UserByUsername($username: String!) {\n    userByUsername(username: $username) {\n      id\n    }\n  }\n": typeof types.UserByUsernameDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query SearchPosts($query: String!, $first: Int!, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SearchPostsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation AdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.AdminSignUpDocument,
    "\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n": typeof types.SetAvatarDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        recoveryCodesLeft\n      }\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      emailChanged\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.FeedDocument,
};
const documents: Documents = {
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    emailVerified\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n    isPrivate\n    language\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.MeDocument,
    "\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    parentId\n    repliesCount\n    likesCount\n    isLiked\n    user {\n      id\n      username\n      avatar\n      isAdmin\n      isMascot\n    }\n  }\n": types.Comment_CommentFragmentDoc,
    "\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.CommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      updated {\n        id\n        likesCount\n        repliesCount\n      }\n      removedId\n    }\n  }\n": types.CommentsChangedDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      url\n      type\n      alt\n      width\n      height\n      posterUrl\n    }\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    editedAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      type\n      alt\n    }\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n": types.PostGrid_PostFragmentDoc,
    "\n  query PostHistory($id: ID!) {\n    post(id: $id) {\n      id\n      history {\n        caption\n        location\n        editedAt\n      }\n    }\n  }\n": types.PostHistoryDocument,
    "\n  query PostAuthorMute($id: ID!) {\n    user(id: $id) {\n      id\n      isMutedByMe\n    }\n  }\n": types.PostAuthorMuteDocument,
    "\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SavedPostsDocument,
    "\n  query SuggestedPeople($first: Int!) {\n    suggestedUsers(first: $first) {\n      user {\n        id\n        username\n        fullName\n        avatar\n        isAdmin\n        isPrivate\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n      }\n      followedBy {\n        id\n        username\n      }\n      followedByCount\n    }\n  }\n": types.SuggestedPeopleDocument,
    "\n  query AccountsTab($q: String) {\n    adminAccounts(q: $q) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n": types.AccountsTabDocument,
    "\n  mutation ModerateAccount($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n    }\n  }\n": types.ModerateAccountDocument,
    "\n  mutation LiftSanction($userId: ID!, $action: LiftAction!, $reason: String) {\n    liftSanction(userId: $userId, action: $action, reason: $reason) {\n      id\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n": types.LiftSanctionDocument,
    "\n  query AdminAppealsTab {\n    adminAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n      user {\n        id\n        username\n        deleted\n      }\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n": types.AdminAppealsTabDocument,
    "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      id\n      status\n      decision\n      reason\n      decidedAt\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n": types.DecideAppealDocument,
    "\n  fragment HistoryFields on HistoryEntry {\n    id\n    action\n    targetType\n    targetId\n    targetUser {\n      id\n      username\n      deleted\n    }\n    actor {\n      id\n      username\n      deleted\n    }\n    admin {\n      id\n      username\n    }\n    reason\n    detail\n    at\n  }\n": types.HistoryFieldsFragmentDoc,
    "\n  query AuditLog($adminId: ID, $targetId: ID, $action: String) {\n    auditLog(adminId: $adminId, targetId: $targetId, action: $action, first: 200) {\n      ...HistoryFields\n    }\n    adminUsers {\n      id\n      username\n      isAdmin\n    }\n  }\n": types.AuditLogDocument,
    "\n  query Timeline($targetId: ID!) {\n    timeline(targetId: $targetId) {\n      ...HistoryFields\n    }\n  }\n": types.TimelineDocument,
    "\n  query InsightsTab($days: Int!) {\n    insights(days: $days) {\n      from\n      to\n      days {\n        date\n        signUps\n        activeUsers\n        posts\n        likes\n        comments\n        messages\n        reports\n      }\n      topHashtags {\n        tag\n        posts\n      }\n    }\n  }\n": types.InsightsTabDocument,
    "\n  subscription InsightsChanged {\n    insightsChanged\n  }\n": types.InsightsChangedDocument,
    "\n  query BannedIps {\n    bannedIps {\n      id\n      ipAddress\n      reason\n      createdAt\n    }\n  }\n": types.BannedIpsDocument,
    "\n  mutation UnbanIp($ip: String!) {\n    unbanIp(ip: $ip)\n  }\n": types.UnbanIpDocument,
    "\n  mutation BanIp($ipAddress: String!, $reason: String) {\n    banIp(ipAddress: $ipAddress, reason: $reason) {\n      id\n      ipAddress\n    }\n  }\n": types.BanIpDocument,
    "\n  query BannedPostsTab {\n    bannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        mediaUrl\n        mediaType\n        media {\n          type\n          alt\n        }\n        caption\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.BannedPostsTabDocument,
    "\n  mutation UnbanPostTab($id: ID!) {\n    unbanPost(id: $id) {\n      id\n    }\n  }\n": types.UnbanPostTabDocument,
    "\n  query ReportsTab {\n    reports {\n      id\n      shortId\n      content\n      imageUrl\n      status\n      createdAt\n      reporter {\n        id\n        username\n        deleted\n      }\n      reportedUser {\n        id\n        username\n        isAdmin\n        deleted\n      }\n      target {\n        type\n        id\n        parentId\n        text\n        mediaUrl\n        author {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n": types.ReportsTabDocument,
    "\n  mutation SetReportStatus($reportId: ID!, $status: ReportStatus!) {\n    setReportStatus(reportId: $reportId, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetReportStatusDocument,
    "\n  mutation ModerateUser($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n      banned\n      timedOutUntil\n    }\n  }\n": types.ModerateUserDocument,
    "\n  mutation FileAppeal($input: FileAppealInput!) {\n    fileAppeal(input: $input) {\n      id\n      status\n    }\n  }\n": types.FileAppealDocument,
    "\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      repliesCount\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...Comment_comment\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.CommentRepliesDocument,
    "\n  fragment CommentParent on Comment {\n    id\n    parentId\n  }\n": types.CommentParentFragmentDoc,
    "\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": types.PasskeyFieldsFragmentDoc,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": types.PasskeyRegistrationOptionsDocument,
    "\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      ...PasskeyFields\n    }\n  }\n": types.RegisterPasskeyDocument,
    "\n  mutation PasskeyLogInOptions {\n    passkeyLogInOptions\n  }\n": types.PasskeyLogInOptionsDocument,
    "\n  mutation LogInWithPasskey($response: String!) {\n    logInWithPasskey(response: $response) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LogInWithPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  query Explore($first: Int!, $after: String) {\n    explore(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ExploreDocument,
    "\n  query SearchHashtags($query: String!) {\n    searchHashtags(query: $query, first: 20) {\n      name\n      postsCount\n    }\n  }\n": types.SearchHashtagsDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n": types.ResendEmailVerificationDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n": types.ChangeEmailDocument,
    "\n  mutation SetLanguage($language: String) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  mutation SetAccountPrivacy($isPrivate: Boolean!) {\n    setAccountPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n      followersCount\n    }\n  }\n": types.SetAccountPrivacyDocument,
    "\n  query Stories {\n    stories {\n      user {\n        id\n        username\n        avatar\n      }\n      stories {\n        id\n        mediaUrl\n        mediaType\n        posterUrl\n        createdAt\n        seen\n        viewersCount\n      }\n    }\n  }\n": types.StoriesDocument,
    "\n  mutation PublishStory($mediaId: ID!) {\n    publishStory(mediaId: $mediaId) {\n      id\n    }\n  }\n": types.PublishStoryDocument,
    "\n  mutation MarkStorySeen($id: ID!) {\n    markStorySeen(id: $id) {\n      id\n      seen\n    }\n  }\n": types.MarkStorySeenDocument,
    "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n": types.DeleteStoryDocument,
    "\n  subscription StoryDeleted {\n    storyDeleted\n  }\n": types.StoryDeletedDocument,
    "\n  query StoryViewers($id: ID!) {\n    storyViewers(id: $id) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n": types.StoryViewersDocument,
    "\n  mutation ReplyToStory($id: ID!, $content: String!) {\n    replyToStory(id: $id, content: $content) {\n      id\n      conversationId\n    }\n  }\n": types.ReplyToStoryDocument,
    "\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n": types.SetUpTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.EnableTwoFactorDocument,
    "\n  mutation LogInTwoFactor($input: TwoFactorLogInInput!) {\n    logInTwoFactor(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LogInTwoFactorDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n": types.CreatePostDocument,
    "\n  query AccountBan {\n    accountBan {\n      reason\n      bannedAt\n      appeal {\n        id\n        status\n        decision\n        reason\n      }\n    }\n  }\n": types.AccountBanDocument,
    "\n  mutation BanPostFromCard($id: ID!, $reason: String) {\n    banPost(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.BanPostFromCardDocument,
    "\n  mutation BanAuthorFromCard($userId: ID!, $reason: String) {\n    moderateUser(input: { userId: $userId, action: ban, reason: $reason }) {\n      id\n      banned\n    }\n  }\n": types.BanAuthorFromCardDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      ...ViewerFields\n    }\n  }\n": types.ChangeUsernameDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      caption\n      location\n      editedAt\n      media {\n        url\n        alt\n      }\n    }\n  }\n": types.EditPostDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      userAgent\n    }\n  }\n": types.SessionsDocument,
    "\n  query FollowRequestsCount {\n    followRequests {\n      id\n    }\n  }\n": types.FollowRequestsCountDocument,
    "\n  query MyReports {\n    myReports {\n      id\n      status\n      createdAt\n      statusHistory {\n        status\n        at\n      }\n      target {\n        type\n        id\n        parentId\n        username\n      }\n    }\n  }\n": types.MyReportsDocument,
    "\n  query MyAppeals {\n    myAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n    }\n  }\n": types.MyAppealsDocument,
    "\n  query MyBannedPosts {\n    myBannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        caption\n        mediaUrl\n        mediaType\n        posterUrl\n        media {\n          type\n          alt\n        }\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.MyBannedPostsDocument,
    "\n  mutation ToggleBlock($userId: ID!) {\n    toggleBlock(userId: $userId) {\n      blocked\n      user {\n        id\n        isBlockedByMe\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n        followingCount\n      }\n    }\n  }\n": types.ToggleBlockDocument,
    "\n  query BlockedUsers {\n    blockedUsers {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n": types.BlockedUsersDocument,
    "\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      liked\n      comment {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n": types.ToggleCommentLikeDocument,
    "\n  fragment CommentLikeState on Comment {\n    id\n    isLiked\n    likesCount\n  }\n": types.CommentLikeStateFragmentDoc,
    "\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      following\n      requested\n      user {\n        id\n        isFollowedByMe\n        isRequestedByMe\n        canSeeContent\n        followersCount\n      }\n    }\n  }\n": types.ToggleFollowDocument,
    "\n  fragment FollowState on User {\n    id\n    username\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n": types.FollowStateFragmentDoc,
    "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      liked\n      post {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n": types.ToggleLikeDocument,
    "\n  fragment LikeState on Post {\n    id\n    isLiked\n    likesCount\n  }\n": types.LikeStateFragmentDoc,
    "\n  mutation ToggleMute($userId: ID!) {\n    toggleMute(userId: $userId) {\n      muted\n      user {\n        id\n        isMutedByMe\n      }\n    }\n  }\n": types.ToggleMuteDocument,
    "\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n": types.ToggleSaveDocument,
    "\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n": types.SaveStateFragmentDoc,
    "\n  query MessageUserSearch($query: String!) {\n    searchUsers(query: $query, first: 20) {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n": types.MessageUserSearchDocument,
    "\n  query UnreadCount {\n    unreadMessagesCount\n  }\n": types.UnreadCountDocument,
    "\n  query ConversationRequestsCount {\n    conversationRequestsCount\n  }\n": types.ConversationRequestsCountDocument,
    "\n  fragment ConversationRow on Conversation {\n    id\n    unreadCount\n    updatedAt\n    otherReadUpTo\n    folder\n    isRequest\n    otherUser {\n      id\n      username\n      avatar\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n": types.ConversationRowFragmentDoc,
    "\n  subscription ConversationUpdated {\n    conversationUpdated {\n      id\n      unreadTotal\n      requestsCount\n      conversation {\n        ...ConversationRow\n      }\n    }\n  }\n": types.ConversationUpdatedDocument,
    "\n  fragment StoryReplyFields on RepliedStory {\n    id\n    mediaType\n    available\n    mediaUrl\n    posterUrl\n  }\n": types.StoryReplyFieldsFragmentDoc,
    "\n  fragment CachedMessageFields on Message {\n    id\n    conversationId\n    content\n    createdAt\n    sender {\n      id\n      username\n      avatar\n    }\n    story {\n      ...StoryReplyFields\n    }\n  }\n": types.CachedMessageFieldsFragmentDoc,
    "\n  mutation AcceptConversation($conversationId: ID!) {\n    acceptConversation(conversationId: $conversationId) {\n      ...ConversationRow\n    }\n  }\n": types.AcceptConversationDocument,
    "\n  mutation DeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId)\n  }\n": types.DeleteConversationDocument,
    "\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      ...ConversationRow\n    }\n  }\n": types.StartConversationDocument,
    "\n  mutation SendMessage($conversationId: ID!, $content: String!, $clientId: ID) {\n    sendMessage(conversationId: $conversationId, content: $content, clientId: $clientId) {\n      id\n      conversationId\n      content\n      createdAt\n      sender {\n        id\n        username\n        avatar\n      }\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation SetTyping($conversationId: ID!, $typing: Boolean!) {\n    setTyping(conversationId: $conversationId, typing: $typing)\n  }\n": types.SetTypingDocument,
    "\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      userId\n      typing\n    }\n  }\n": types.TypingDocument,
    "\n  fragment ActivityRow on Notification {\n    id\n    type\n    actorsCount\n    createdAt\n    read\n    detail\n    actors {\n      id\n      username\n      avatar\n      isPrivate\n      isFollowedByMe\n      isRequestedByMe\n      followersCount\n    }\n    post {\n      id\n      mediaUrl\n      mediaType\n      posterUrl\n      media {\n        type\n        alt\n      }\n      user {\n        id\n        username\n      }\n    }\n    comment {\n      id\n      content\n    }\n  }\n": types.ActivityRowFragmentDoc,
    "\n  query UnreadNotificationsCount {\n    unreadNotificationsCount\n  }\n": types.UnreadNotificationsCountDocument,
    "\n  subscription UnreadNotificationsCountChanged {\n    unreadNotificationsCount\n  }\n": types.UnreadNotificationsCountChangedDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation SubscribeToPush($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input)\n  }\n": types.SubscribeToPushDocument,
    "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n": types.UnsubscribeFromPushDocument,
    "\n  query PushSettings {\n    pushSettings {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n": types.PushSettingsDocument,
    "\n  mutation ChangePushSettings($input: PushSettingsInput!) {\n    changePushSettings(input: $input) {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n": types.ChangePushSettingsDocument,
    "\n  query Activity($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ActivityRow\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ActivityDocument,
    "\n  mutation AppealBan($input: AppealBanInput!) {\n    appealBan(input: $input) {\n      id\n      status\n    }\n  }\n": types.AppealBanDocument,
    "\n  query Chat($id: ID!, $before: String) {\n    conversation(id: $id) {\n      id\n      otherReadUpTo\n      folder\n      isRequest\n      canSend\n      otherUser {\n        id\n        username\n        avatar\n        isBlockedByMe\n      }\n      messages(last: 30, before: $before) {\n        nodes {\n          ...CachedMessageFields\n        }\n        hasOlder\n        olderCursor\n      }\n    }\n  }\n": types.ChatDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...CachedMessageFields\n    }\n  }\n": types.MessageAddedDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  query Conversations {\n    conversations {\n      ...ConversationRow\n    }\n  }\n": types.ConversationsDocument,
    "\n  query ConversationRequests {\n    conversationRequests {\n      ...ConversationRow\n    }\n  }\n": types.ConversationRequestsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment FollowRow_user on User {\n    id\n    username\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n  }\n": types.FollowRow_UserFragmentDoc,
    "\n  fragment FollowList_connection on UserConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...FollowRow_user\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n": types.FollowList_ConnectionFragmentDoc,
    "\n  query Followers($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: followers(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n": types.FollowersDocument,
    "\n  query Following($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: following(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n": types.FollowingDocument,
    "\n  query FollowRequests {\n    followRequests {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n": types.FollowRequestsDocument,
    "\n  mutation ApproveFollowRequest($userId: ID!) {\n    approveFollowRequest(userId: $userId) {\n      id\n    }\n  }\n": types.ApproveFollowRequestDocument,
    "\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId) {\n      id\n    }\n  }\n": types.DeclineFollowRequestDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query Hashtag($tag: String!, $first: Int!, $after: String) {\n    hashtag(tag: $tag, first: $first, after: $after) {\n      tag\n      postsCount\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.HashtagDocument,
    "\n  query HiddenWords {\n    hiddenWords\n  }\n": types.HiddenWordsDocument,
    "\n  mutation SetHiddenWords($words: [String!]!) {\n    setHiddenWords(words: $words)\n  }\n": types.SetHiddenWordsDocument,
    "\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n      caption\n      location\n      editedAt\n    }\n  }\n": types.PostChangedDocument,
    "\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n": types.FeedUpdatedDocument,
    "\n  fragment LikerRow_user on User {\n    id\n    username\n    fullName\n    avatar\n    isAdmin\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n": types.LikerRow_UserFragmentDoc,
    "\n  query Likers($id: ID!, $first: Int!, $after: String) {\n    post(id: $id) {\n      id\n      likesCount\n      likers(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...LikerRow_user\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.LikersDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      twoFactorRequired\n      challenge\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LogInDocument,
    "\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n": types.PasskeysDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n": types.PostPageDocument,
    "\n  query Profile($id: ID!, $first: Int!, $after: String) {\n    user(id: $id) {\n      id\n      username\n      fullName\n      bio\n      avatar\n      isAdmin\n      postsCount\n      followersCount\n      followingCount\n      isFollowedByMe\n      isRequestedByMe\n      isPrivate\n      canSeeContent\n      isMutedByMe\n      posts(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PostGrid_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  query UserByUsername($username: String!) {\n    userByUsername(username: $username) {\n      id\n    }\n  }\n": types.UserByUsernameDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query SearchPosts($query: String!, $first: Int!, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SearchPostsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation AdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": types.AdminSignUpDocument,
    "\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n": types.SetAvatarDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        recoveryCodesLeft\n      }\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      emailChanged\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.FeedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    emailVerified\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n    isPrivate\n    language\n  }\n"): (typeof documents)["\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    emailVerified\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n    isPrivate\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    parentId\n    repliesCount\n    likesCount\n    isLiked\n    user {\n      id\n      username\n      avatar\n      isAdmin\n      isMascot\n    }\n  }\n"): (typeof documents)["\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    parentId\n    repliesCount\n    likesCount\n    isLiked\n    user {\n      id\n      username\n      avatar\n      isAdmin\n      isMascot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      updated {\n        id\n        likesCount\n        repliesCount\n      }\n      removedId\n    }\n  }\n"): (typeof documents)["\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      updated {\n        id\n        likesCount\n        repliesCount\n      }\n      removedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      url\n      type\n      alt\n      width\n      height\n      posterUrl\n    }\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    editedAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      url\n      type\n      alt\n      width\n      height\n      posterUrl\n    }\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    editedAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      type\n      alt\n    }\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    posterUrl\n    media {\n      type\n      alt\n    }\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostHistory($id: ID!) {\n    post(id: $id) {\n      id\n      history {\n        caption\n        location\n        editedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostHistory($id: ID!) {\n    post(id: $id) {\n      id\n      history {\n        caption\n        location\n        editedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostAuthorMute($id: ID!) {\n    user(id: $id) {\n      id\n      isMutedByMe\n    }\n  }\n"): (typeof documents)["\n  query PostAuthorMute($id: ID!) {\n    user(id: $id) {\n      id\n      isMutedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedPeople($first: Int!) {\n    suggestedUsers(first: $first) {\n      user {\n        id\n        username\n        fullName\n        avatar\n        isAdmin\n        isPrivate\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n      }\n      followedBy {\n        id\n        username\n      }\n      followedByCount\n    }\n  }\n"): (typeof documents)["\n  query SuggestedPeople($first: Int!) {\n    suggestedUsers(first: $first) {\n      user {\n        id\n        username\n        fullName\n        avatar\n        isAdmin\n        isPrivate\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n      }\n      followedBy {\n        id\n        username\n      }\n      followedByCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsTab($q: String) {\n    adminAccounts(q: $q) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n"): (typeof documents)["\n  query AccountsTab($q: String) {\n    adminAccounts(q: $q) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateAccount($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateAccount($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftSanction($userId: ID!, $action: LiftAction!, $reason: String) {\n    liftSanction(userId: $userId, action: $action, reason: $reason) {\n      id\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n"): (typeof documents)["\n  mutation LiftSanction($userId: ID!, $action: LiftAction!, $reason: String) {\n    liftSanction(userId: $userId, action: $action, reason: $reason) {\n      id\n      status\n      timedOutUntil\n      bannedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAppealsTab {\n    adminAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n      user {\n        id\n        username\n        deleted\n      }\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAppealsTab {\n    adminAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n      user {\n        id\n        username\n        deleted\n      }\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      id\n      status\n      decision\n      reason\n      decidedAt\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      id\n      status\n      decision\n      reason\n      decidedAt\n      decidedBy {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryFields on HistoryEntry {\n    id\n    action\n    targetType\n    targetId\n    targetUser {\n      id\n      username\n      deleted\n    }\n    actor {\n      id\n      username\n      deleted\n    }\n    admin {\n      id\n      username\n    }\n    reason\n    detail\n    at\n  }\n"): (typeof documents)["\n  fragment HistoryFields on HistoryEntry {\n    id\n    action\n    targetType\n    targetId\n    targetUser {\n      id\n      username\n      deleted\n    }\n    actor {\n      id\n      username\n      deleted\n    }\n    admin {\n      id\n      username\n    }\n    reason\n    detail\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($adminId: ID, $targetId: ID, $action: String) {\n    auditLog(adminId: $adminId, targetId: $targetId, action: $action, first: 200) {\n      ...HistoryFields\n    }\n    adminUsers {\n      id\n      username\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($adminId: ID, $targetId: ID, $action: String) {\n    auditLog(adminId: $adminId, targetId: $targetId, action: $action, first: 200) {\n      ...HistoryFields\n    }\n    adminUsers {\n      id\n      username\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Timeline($targetId: ID!) {\n    timeline(targetId: $targetId) {\n      ...HistoryFields\n    }\n  }\n"): (typeof documents)["\n  query Timeline($targetId: ID!) {\n    timeline(targetId: $targetId) {\n      ...HistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightsTab($days: Int!) {\n    insights(days: $days) {\n      from\n      to\n      days {\n        date\n        signUps\n        activeUsers\n        posts\n        likes\n        comments\n        messages\n        reports\n      }\n      topHashtags {\n        tag\n        posts\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsightsTab($days: Int!) {\n    insights(days: $days) {\n      from\n      to\n      days {\n        date\n        signUps\n        activeUsers\n        posts\n        likes\n        comments\n        messages\n        reports\n      }\n      topHashtags {\n        tag\n        posts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InsightsChanged {\n    insightsChanged\n  }\n"): (typeof documents)["\n  subscription InsightsChanged {\n    insightsChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BannedIps {\n    bannedIps {\n      id\n      ipAddress\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BannedIps {\n    bannedIps {\n      id\n      ipAddress\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbanIp($ip: String!) {\n    unbanIp(ip: $ip)\n  }\n"): (typeof documents)["\n  mutation UnbanIp($ip: String!) {\n    unbanIp(ip: $ip)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanIp($ipAddress: String!, $reason: String) {\n    banIp(ipAddress: $ipAddress, reason: $reason) {\n      id\n      ipAddress\n    }\n  }\n"): (typeof documents)["\n  mutation BanIp($ipAddress: String!, $reason: String) {\n    banIp(ipAddress: $ipAddress, reason: $reason) {\n      id\n      ipAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BannedPostsTab {\n    bannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        mediaUrl\n        mediaType\n        media {\n          type\n          alt\n        }\n        caption\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BannedPostsTab {\n    bannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        mediaUrl\n        mediaType\n        media {\n          type\n          alt\n        }\n        caption\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbanPostTab($id: ID!) {\n    unbanPost(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnbanPostTab($id: ID!) {\n    unbanPost(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsTab {\n    reports {\n      id\n      shortId\n      content\n      imageUrl\n      status\n      createdAt\n      reporter {\n        id\n        username\n        deleted\n      }\n      reportedUser {\n        id\n        username\n        isAdmin\n        deleted\n      }\n      target {\n        type\n        id\n        parentId\n        text\n        mediaUrl\n        author {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportsTab {\n    reports {\n      id\n      shortId\n      content\n      imageUrl\n      status\n      createdAt\n      reporter {\n        id\n        username\n        deleted\n      }\n      reportedUser {\n        id\n        username\n        isAdmin\n        deleted\n      }\n      target {\n        type\n        id\n        parentId\n        text\n        mediaUrl\n        author {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReportStatus($reportId: ID!, $status: ReportStatus!) {\n    setReportStatus(reportId: $reportId, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetReportStatus($reportId: ID!, $status: ReportStatus!) {\n    setReportStatus(reportId: $reportId, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateUser($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n      banned\n      timedOutUntil\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateUser($input: ModerateUserInput!) {\n    moderateUser(input: $input) {\n      id\n      banned\n      timedOutUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileAppeal($input: FileAppealInput!) {\n    fileAppeal(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FileAppeal($input: FileAppealInput!) {\n    fileAppeal(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      repliesCount\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...Comment_comment\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      repliesCount\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...Comment_comment\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentParent on Comment {\n    id\n    parentId\n  }\n"): (typeof documents)["\n  fragment CommentParent on Comment {\n    id\n    parentId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"): (typeof documents)["\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      ...PasskeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      ...PasskeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyLogInOptions {\n    passkeyLogInOptions\n  }\n"): (typeof documents)["\n  mutation PasskeyLogInOptions {\n    passkeyLogInOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogInWithPasskey($response: String!) {\n    logInWithPasskey(response: $response) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogInWithPasskey($response: String!) {\n    logInWithPasskey(response: $response) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Explore($first: Int!, $after: String) {\n    explore(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Explore($first: Int!, $after: String) {\n    explore(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchHashtags($query: String!) {\n    searchHashtags(query: $query, first: 20) {\n      name\n      postsCount\n    }\n  }\n"): (typeof documents)["\n  query SearchHashtags($query: String!) {\n    searchHashtags(query: $query, first: 20) {\n      name\n      postsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n"): (typeof documents)["\n  mutation ResendEmailVerification {\n    resendEmailVerification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: String) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: String) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountPrivacy($isPrivate: Boolean!) {\n    setAccountPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n      followersCount\n    }\n  }\n"): (typeof documents)["\n  mutation SetAccountPrivacy($isPrivate: Boolean!) {\n    setAccountPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n      followersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stories {\n    stories {\n      user {\n        id\n        username\n        avatar\n      }\n      stories {\n        id\n        mediaUrl\n        mediaType\n        posterUrl\n        createdAt\n        seen\n        viewersCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Stories {\n    stories {\n      user {\n        id\n        username\n        avatar\n      }\n      stories {\n        id\n        mediaUrl\n        mediaType\n        posterUrl\n        createdAt\n        seen\n        viewersCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishStory($mediaId: ID!) {\n    publishStory(mediaId: $mediaId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PublishStory($mediaId: ID!) {\n    publishStory(mediaId: $mediaId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkStorySeen($id: ID!) {\n    markStorySeen(id: $id) {\n      id\n      seen\n    }\n  }\n"): (typeof documents)["\n  mutation MarkStorySeen($id: ID!) {\n    markStorySeen(id: $id) {\n      id\n      seen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StoryDeleted {\n    storyDeleted\n  }\n"): (typeof documents)["\n  subscription StoryDeleted {\n    storyDeleted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryViewers($id: ID!) {\n    storyViewers(id: $id) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query StoryViewers($id: ID!) {\n    storyViewers(id: $id) {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToStory($id: ID!, $content: String!) {\n    replyToStory(id: $id, content: $content) {\n      id\n      conversationId\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToStory($id: ID!, $content: String!) {\n    replyToStory(id: $id, content: $content) {\n      id\n      conversationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogInTwoFactor($input: TwoFactorLogInInput!) {\n    logInTwoFactor(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogInTwoFactor($input: TwoFactorLogInInput!) {\n    logInTwoFactor(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountBan {\n    accountBan {\n      reason\n      bannedAt\n      appeal {\n        id\n        status\n        decision\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountBan {\n    accountBan {\n      reason\n      bannedAt\n      appeal {\n        id\n        status\n        decision\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanPostFromCard($id: ID!, $reason: String) {\n    banPost(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BanPostFromCard($id: ID!, $reason: String) {\n    banPost(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanAuthorFromCard($userId: ID!, $reason: String) {\n    moderateUser(input: { userId: $userId, action: ban, reason: $reason }) {\n      id\n      banned\n    }\n  }\n"): (typeof documents)["\n  mutation BanAuthorFromCard($userId: ID!, $reason: String) {\n    moderateUser(input: { userId: $userId, action: ban, reason: $reason }) {\n      id\n      banned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      caption\n      location\n      editedAt\n      media {\n        url\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      caption\n      location\n      editedAt\n      media {\n        url\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions {\n    sessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      userAgent\n    }\n  }\n"): (typeof documents)["\n  query Sessions {\n    sessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      userAgent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowRequestsCount {\n    followRequests {\n      id\n    }\n  }\n"): (typeof documents)["\n  query FollowRequestsCount {\n    followRequests {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReports {\n    myReports {\n      id\n      status\n      createdAt\n      statusHistory {\n        status\n        at\n      }\n      target {\n        type\n        id\n        parentId\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReports {\n    myReports {\n      id\n      status\n      createdAt\n      statusHistory {\n        status\n        at\n      }\n      target {\n        type\n        id\n        parentId\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAppeals {\n    myAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  query MyAppeals {\n    myAppeals {\n      id\n      status\n      sanction\n      postId\n      sanctionReason\n      sanctionAt\n      text\n      createdAt\n      decision\n      reason\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBannedPosts {\n    myBannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        caption\n        mediaUrl\n        mediaType\n        posterUrl\n        media {\n          type\n          alt\n        }\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBannedPosts {\n    myBannedPosts {\n      reason\n      bannedAt\n      post {\n        id\n        caption\n        mediaUrl\n        mediaType\n        posterUrl\n        media {\n          type\n          alt\n        }\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBlock($userId: ID!) {\n    toggleBlock(userId: $userId) {\n      blocked\n      user {\n        id\n        isBlockedByMe\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n        followingCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleBlock($userId: ID!) {\n    toggleBlock(userId: $userId) {\n      blocked\n      user {\n        id\n        isBlockedByMe\n        isFollowedByMe\n        isRequestedByMe\n        followersCount\n        followingCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedUsers {\n    blockedUsers {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query BlockedUsers {\n    blockedUsers {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      liked\n      comment {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      liked\n      comment {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentLikeState on Comment {\n    id\n    isLiked\n    likesCount\n  }\n"): (typeof documents)["\n  fragment CommentLikeState on Comment {\n    id\n    isLiked\n    likesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      following\n      requested\n      user {\n        id\n        isFollowedByMe\n        isRequestedByMe\n        canSeeContent\n        followersCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      following\n      requested\n      user {\n        id\n        isFollowedByMe\n        isRequestedByMe\n        canSeeContent\n        followersCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowState on User {\n    id\n    username\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n"): (typeof documents)["\n  fragment FollowState on User {\n    id\n    username\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      liked\n      post {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      liked\n      post {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LikeState on Post {\n    id\n    isLiked\n    likesCount\n  }\n"): (typeof documents)["\n  fragment LikeState on Post {\n    id\n    isLiked\n    likesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleMute($userId: ID!) {\n    toggleMute(userId: $userId) {\n      muted\n      user {\n        id\n        isMutedByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleMute($userId: ID!) {\n    toggleMute(userId: $userId) {\n      muted\n      user {\n        id\n        isMutedByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n"): (typeof documents)["\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageUserSearch($query: String!) {\n    searchUsers(query: $query, first: 20) {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query MessageUserSearch($query: String!) {\n    searchUsers(query: $query, first: 20) {\n      id\n      username\n      fullName\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadCount {\n    unreadMessagesCount\n  }\n"): (typeof documents)["\n  query UnreadCount {\n    unreadMessagesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationRequestsCount {\n    conversationRequestsCount\n  }\n"): (typeof documents)["\n  query ConversationRequestsCount {\n    conversationRequestsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationRow on Conversation {\n    id\n    unreadCount\n    updatedAt\n    otherReadUpTo\n    folder\n    isRequest\n    otherUser {\n      id\n      username\n      avatar\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationRow on Conversation {\n    id\n    unreadCount\n    updatedAt\n    otherReadUpTo\n    folder\n    isRequest\n    otherUser {\n      id\n      username\n      avatar\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationUpdated {\n    conversationUpdated {\n      id\n      unreadTotal\n      requestsCount\n      conversation {\n        ...ConversationRow\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationUpdated {\n    conversationUpdated {\n      id\n      unreadTotal\n      requestsCount\n      conversation {\n        ...ConversationRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryReplyFields on RepliedStory {\n    id\n    mediaType\n    available\n    mediaUrl\n    posterUrl\n  }\n"): (typeof documents)["\n  fragment StoryReplyFields on RepliedStory {\n    id\n    mediaType\n    available\n    mediaUrl\n    posterUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CachedMessageFields on Message {\n    id\n    conversationId\n    content\n    createdAt\n    sender {\n      id\n      username\n      avatar\n    }\n    story {\n      ...StoryReplyFields\n    }\n  }\n"): (typeof documents)["\n  fragment CachedMessageFields on Message {\n    id\n    conversationId\n    content\n    createdAt\n    sender {\n      id\n      username\n      avatar\n    }\n    story {\n      ...StoryReplyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptConversation($conversationId: ID!) {\n    acceptConversation(conversationId: $conversationId) {\n      ...ConversationRow\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptConversation($conversationId: ID!) {\n    acceptConversation(conversationId: $conversationId) {\n      ...ConversationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId)\n  }\n"): (typeof documents)["\n  mutation DeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      ...ConversationRow\n    }\n  }\n"): (typeof documents)["\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      ...ConversationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($conversationId: ID!, $content: String!, $clientId: ID) {\n    sendMessage(conversationId: $conversationId, content: $content, clientId: $clientId) {\n      id\n      conversationId\n      content\n      createdAt\n      sender {\n        id\n        username\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($conversationId: ID!, $content: String!, $clientId: ID) {\n    sendMessage(conversationId: $conversationId, content: $content, clientId: $clientId) {\n      id\n      conversationId\n      content\n      createdAt\n      sender {\n        id\n        username\n        avatar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTyping($conversationId: ID!, $typing: Boolean!) {\n    setTyping(conversationId: $conversationId, typing: $typing)\n  }\n"): (typeof documents)["\n  mutation SetTyping($conversationId: ID!, $typing: Boolean!) {\n    setTyping(conversationId: $conversationId, typing: $typing)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      userId\n      typing\n    }\n  }\n"): (typeof documents)["\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      userId\n      typing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityRow on Notification {\n    id\n    type\n    actorsCount\n    createdAt\n    read\n    detail\n    actors {\n      id\n      username\n      avatar\n      isPrivate\n      isFollowedByMe\n      isRequestedByMe\n      followersCount\n    }\n    post {\n      id\n      mediaUrl\n      mediaType\n      posterUrl\n      media {\n        type\n        alt\n      }\n      user {\n        id\n        username\n      }\n    }\n    comment {\n      id\n      content\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityRow on Notification {\n    id\n    type\n    actorsCount\n    createdAt\n    read\n    detail\n    actors {\n      id\n      username\n      avatar\n      isPrivate\n      isFollowedByMe\n      isRequestedByMe\n      followersCount\n    }\n    post {\n      id\n      mediaUrl\n      mediaType\n      posterUrl\n      media {\n        type\n        alt\n      }\n      user {\n        id\n        username\n      }\n    }\n    comment {\n      id\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationsCount {\n    unreadNotificationsCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationsCount {\n    unreadNotificationsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadNotificationsCountChanged {\n    unreadNotificationsCount\n  }\n"): (typeof documents)["\n  subscription UnreadNotificationsCountChanged {\n    unreadNotificationsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToPush($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubscribeToPush($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushSettings {\n    pushSettings {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n"): (typeof documents)["\n  query PushSettings {\n    pushSettings {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePushSettings($input: PushSettingsInput!) {\n    changePushSettings(input: $input) {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePushSettings($input: PushSettingsInput!) {\n    changePushSettings(input: $input) {\n      likes\n      comments\n      follows\n      mentions\n      messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Activity($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ActivityRow\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Activity($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ActivityRow\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealBan($input: AppealBanInput!) {\n    appealBan(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AppealBan($input: AppealBanInput!) {\n    appealBan(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Chat($id: ID!, $before: String) {\n    conversation(id: $id) {\n      id\n      otherReadUpTo\n      folder\n      isRequest\n      canSend\n      otherUser {\n        id\n        username\n        avatar\n        isBlockedByMe\n      }\n      messages(last: 30, before: $before) {\n        nodes {\n          ...CachedMessageFields\n        }\n        hasOlder\n        olderCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Chat($id: ID!, $before: String) {\n    conversation(id: $id) {\n      id\n      otherReadUpTo\n      folder\n      isRequest\n      canSend\n      otherUser {\n        id\n        username\n        avatar\n        isBlockedByMe\n      }\n      messages(last: 30, before: $before) {\n        nodes {\n          ...CachedMessageFields\n        }\n        hasOlder\n        olderCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...CachedMessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...CachedMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations {\n    conversations {\n      ...ConversationRow\n    }\n  }\n"): (typeof documents)["\n  query Conversations {\n    conversations {\n      ...ConversationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationRequests {\n    conversationRequests {\n      ...ConversationRow\n    }\n  }\n"): (typeof documents)["\n  query ConversationRequests {\n    conversationRequests {\n      ...ConversationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowRow_user on User {\n    id\n    username\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n  }\n"): (typeof documents)["\n  fragment FollowRow_user on User {\n    id\n    username\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowList_connection on UserConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...FollowRow_user\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  fragment FollowList_connection on UserConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...FollowRow_user\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: followers(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n"): (typeof documents)["\n  query Followers($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: followers(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Following($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: following(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n"): (typeof documents)["\n  query Following($id: ID!, $first: Int!, $after: String, $filter: String) {\n    user(id: $id) {\n      id\n      username\n      list: following(first: $first, after: $after, filter: $filter) {\n        ...FollowList_connection\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowRequests {\n    followRequests {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query FollowRequests {\n    followRequests {\n      id\n      username\n      fullName\n      avatar\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveFollowRequest($userId: ID!) {\n    approveFollowRequest(userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveFollowRequest($userId: ID!) {\n    approveFollowRequest(userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Hashtag($tag: String!, $first: Int!, $after: String) {\n    hashtag(tag: $tag, first: $first, after: $after) {\n      tag\n      postsCount\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Hashtag($tag: String!, $first: Int!, $after: String) {\n    hashtag(tag: $tag, first: $first, after: $after) {\n      tag\n      postsCount\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HiddenWords {\n    hiddenWords\n  }\n"): (typeof documents)["\n  query HiddenWords {\n    hiddenWords\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHiddenWords($words: [String!]!) {\n    setHiddenWords(words: $words)\n  }\n"): (typeof documents)["\n  mutation SetHiddenWords($words: [String!]!) {\n    setHiddenWords(words: $words)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n      caption\n      location\n      editedAt\n    }\n  }\n"): (typeof documents)["\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n      caption\n      location\n      editedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n"): (typeof documents)["\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LikerRow_user on User {\n    id\n    username\n    fullName\n    avatar\n    isAdmin\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n"): (typeof documents)["\n  fragment LikerRow_user on User {\n    id\n    username\n    fullName\n    avatar\n    isAdmin\n    isPrivate\n    isFollowedByMe\n    isRequestedByMe\n    followersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Likers($id: ID!, $first: Int!, $after: String) {\n    post(id: $id) {\n      id\n      likesCount\n      likers(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...LikerRow_user\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Likers($id: ID!, $first: Int!, $after: String) {\n    post(id: $id) {\n      id\n      likesCount\n      likers(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...LikerRow_user\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      twoFactorRequired\n      challenge\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      twoFactorRequired\n      challenge\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($id: ID!, $first: Int!, $after: String) {\n    user(id: $id) {\n      id\n      username\n      fullName\n      bio\n      avatar\n      isAdmin\n      postsCount\n      followersCount\n      followingCount\n      isFollowedByMe\n      isRequestedByMe\n      isPrivate\n      canSeeContent\n      isMutedByMe\n      posts(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PostGrid_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Profile($id: ID!, $first: Int!, $after: String) {\n    user(id: $id) {\n      id\n      username\n      fullName\n      bio\n      avatar\n      isAdmin\n      postsCount\n      followersCount\n      followingCount\n      isFollowedByMe\n      isRequestedByMe\n      isPrivate\n      canSeeContent\n      isMutedByMe\n      posts(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PostGrid_post\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserByUsername($username: String!) {\n    userByUsername(username: $username) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query UserByUsername($username: String!) {\n    userByUsername(username: $username) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPosts($query: String!, $first: Int!, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPosts($query: String!, $first: Int!, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        recoveryCodesLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        recoveryCodesLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      emailChanged\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      emailChanged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;