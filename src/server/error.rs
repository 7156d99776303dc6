//! A refusal as the API sends it: an HTTP status and one line of words in JSON.

use super::accounts::AccountError;
use super::store::StoreError;
use crate::net::online::Problem;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    Bad(String),
    #[error("sign in first")]
    SignedOut,
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// The request no longer fits (a move for a ply already played, an offer already made).
    #[error("{0}")]
    Conflict(String),
    #[error("too many requests: wait a little")]
    TooMany,
    #[error("the server cannot store this now; try again")]
    Unavailable,
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::Bad(_) => StatusCode::BAD_REQUEST,
            ApiError::SignedOut => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::TooMany => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        eprintln!("towers serve: {e}");
        ApiError::Unavailable
    }
}

impl From<AccountError> for ApiError {
    fn from(e: AccountError) -> ApiError {
        match e {
            AccountError::Invalid(why) => ApiError::Bad(why),
            AccountError::Taken => ApiError::Conflict(e.to_string()),
            AccountError::Wrong => ApiError::Forbidden(e.to_string()),
            AccountError::Store(e) => e.into(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let words = crate::core::text::one_line(&self.to_string());
        (self.status(), axum::Json(Problem { error: words })).into_response()
    }
}
