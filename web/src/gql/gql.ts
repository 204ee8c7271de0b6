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
    "\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n": typeof types.Comment_CommentFragmentDoc,
    "\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      removedId\n    }\n  }\n": typeof types.CommentsChangedDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n": typeof types.PostGrid_PostFragmentDoc,
    "\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SavedPostsDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      liked\n      post {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n": typeof types.ToggleLikeDocument,
    "\n  fragment LikeState on Post {\n    id\n    isLiked\n    likesCount\n  }\n": typeof types.LikeStateFragmentDoc,
    "\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n": typeof types.ToggleSaveDocument,
    "\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n": typeof types.SaveStateFragmentDoc,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n    }\n  }\n": typeof types.PostChangedDocument,
    "\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n": typeof types.FeedUpdatedDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n": typeof types.SetAvatarDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n": typeof types.CreatePostDocument,
};
const documents: Documents = {
    "\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n": types.Comment_CommentFragmentDoc,
    "\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.CommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      removedId\n    }\n  }\n": types.CommentsChangedDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n": types.PostGrid_PostFragmentDoc,
    "\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SavedPostsDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      liked\n      post {\n        id\n        isLiked\n        likesCount\n      }\n    }\n  }\n": types.ToggleLikeDocument,
    "\n  fragment LikeState on Post {\n    id\n    isLiked\n    likesCount\n  }\n": types.LikeStateFragmentDoc,
    "\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n": types.ToggleSaveDocument,
    "\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n": types.SaveStateFragmentDoc,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.FeedDocument,
    "\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n    }\n  }\n": types.PostChangedDocument,
    "\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n": types.FeedUpdatedDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LogInDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n": types.PostPageDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n": types.SetAvatarDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n": types.CreatePostDocument,
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
export function graphql(source: "\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n  }\n"): (typeof documents)["\n  fragment ViewerFields on Me {\n    id\n    username\n    email\n    fullName\n    bio\n    avatar\n    isAdmin\n    postsCount\n    followersCount\n    followingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  fragment Comment_comment on Comment {\n    id\n    content\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Comment_comment\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...Comment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n      commentsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      removedId\n    }\n  }\n"): (typeof documents)["\n  subscription CommentsChanged($postId: ID!) {\n    commentsChanged(postId: $postId) {\n      added {\n        ...Comment_comment\n      }\n      removedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    location\n    likesCount\n    commentsCount\n    isLiked\n    isSaved\n    createdAt\n    user {\n      id\n      username\n      avatar\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment PostGrid_post on Post {\n    id\n    mediaUrl\n    mediaType\n    caption\n    likesCount\n    commentsCount\n    user {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedPosts($first: Int!, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostGrid_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
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
export function graphql(source: "\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleSave($postId: ID!) {\n    toggleSave(postId: $postId) {\n      saved\n      post {\n        id\n        isSaved\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n"): (typeof documents)["\n  fragment SaveState on Post {\n    id\n    isSaved\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n    }\n  }\n"): (typeof documents)["\n  subscription PostChanged($ids: [ID!]!) {\n    postChanged(ids: $ids) {\n      id\n      likesCount\n      commentsCount\n      isLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n"): (typeof documents)["\n  subscription FeedUpdated {\n    feedUpdated {\n      newPost {\n        id\n      }\n      removedPostId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      me {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAvatar($mediaId: ID!) {\n    setAvatar(mediaId: $mediaId) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;