import { createServer } from "node:http";
import { Server } from "socket.io";

/**
 * The floor: a bare Socket.IO server that relays each message to everyone in the sender's room
 * and does nothing else. Started as its own process by the benchmark, on the port it is given.
 */
const port = Number(process.argv[2]);
const httpServer = createServer();
const io = new Server(httpServer, { serveClient: false });
io.on("connection", (socket) => {
  socket.on("join", (room: string, ack: () => void) => {
    void socket.join(room);
    ack();
  });
  socket.on("cast", (room: string, payload: unknown) => {
    io.to(room).emit("cast", payload);
  });
});
httpServer.listen(port, "127.0.0.1", () => console.log("ready"));
