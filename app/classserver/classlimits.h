// SPDX-License-Identifier: MIT
#pragma once

/*
 * Every limit the class server puts on what comes from the network, in one
 * place. The defaults are what a class uses; tests may lower the times (so
 * that they need not wait 10 s) and the load benchmark may raise the
 * per-address cap (its 500 pupils all come from 127.0.0.1).
 *
 * Whatever is refused because of a limit is counted in
 * ClassServer::refusals() under the name given here.
 */
struct ClassLimits
{
    // HTTP: a request's line and headers, up to the empty line, at most this
    // many bytes ("header-too-large", answered 431 and closed).
    int maxHeaderBytes = 8 * 1024;
    // HTTP: the whole header must arrive within this time after the
    // connection opened, or the socket is dropped ("slow-request"): a slow
    // loris or a half-open connection holds nothing for long. A response
    // the client does not read is dropped after the same time again.
    int requestTimeoutMs = 5000;
    // Open sockets (HTTP and WebSocket) from one address, and in all; over
    // either, a new connection is dropped at once ("too-many-connections").
    // In all: twice the pupils (a page's files are fetched while its
    // WebSocket is open) and a margin, see ClassServer::setMaxPupils().
    int maxSocketsPerAddress = 32;
    int maxSocketsMargin = 64;
    // WebSocket: a text message over this many bytes is refused with
    // `error bad-message` ("too-large"); a frame or message over
    // maxFrameBytes ends the connection before it is buffered (close 1009,
    // "too-big"). Every frame a client sends is checked (websocketframes.h):
    // one that breaks RFC 6455 ends the connection (close 1002, "unmasked"
    // or "bad-frame"; 1007 for text that is not UTF-8, "bad-utf8").
    int maxMessageBytes = 4 * 1024;
    int maxFrameBytes = 16 * 1024;
    // WebSocket: a connection that has not joined within this time is
    // dropped ("join-timeout"). Every drop for a limit aborts the
    // connection at once and is counted once.
    int joinTimeoutMs = 10000;
    // WebSocket rate: a token bucket of `burstMessages` tokens refilled at
    // `messagesPerSecond`, spent by every message and every ping (a ping is
    // answered only with a token); a message without a token is refused with
    // `error too-fast` ("too-fast"), and after `floodStrikes` such messages
    // in a row the connection is closed ("flood").
    int messagesPerSecond = 10;
    int burstMessages = 20;
    int floodStrikes = 20;
    // Wrong class codes: after `wrongCodesAllowed` wrong codes from one
    // address, joins from it are refused with `error too-fast` for
    // `wrongCodeBlockMs` ("blocked"); 160,000 codes then take months to try.
    int wrongCodesAllowed = 5;
    int wrongCodeBlockMs = 30000;
    // A joined pupil's connection that answers no ping for this long is
    // dropped ("idle": a phone that left the network without closing).
    int idleTimeoutMs = 60000;
    // WebSocket: a peer that has not taken this many bytes written to it is
    // behind: nothing more is written to it, nor read from it, until it has
    // taken them; then it gets the class as it is (the board, its seat, the
    // question). Behind for `behindTimeoutMs`, it is dropped ("not-reading")
    // and comes back by its token. So a pupil who never reads, or a ping
    // flood whose answers are never taken, holds at most this much.
    int maxQueuedBytes = 64 * 1024;
    int behindTimeoutMs = 30000;
};
