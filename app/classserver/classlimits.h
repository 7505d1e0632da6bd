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
    // `error bad-message` ("too-large"); one over maxFrameBytes (Qt's own
    // check, before the message is even buffered) ends the connection.
    int maxMessageBytes = 4 * 1024;
    int maxFrameBytes = 16 * 1024;
    // WebSocket: a connection that has not joined within this time is
    // closed ("join-timeout").
    int joinTimeoutMs = 10000;
    // WebSocket rate: a token bucket of `burstMessages` tokens refilled at
    // `messagesPerSecond`; a message without a token is refused with
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
    // dropped (a phone that left the network without closing).
    int idleTimeoutMs = 60000;
};
