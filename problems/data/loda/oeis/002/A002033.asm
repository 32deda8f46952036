; A002033: Number of perfect partitions of n.
; Submitted by TankbusterGames
; 1,1,1,2,1,3,1,4,2,3,1,8,1,3,3,8,1,8,1,8,3,3,1,20,2,3,4,8,1,13,1,16,3,3,3,26,1,3,3,20,1,13,1,8,8,3,1,48,2,8,3,8,1,20,3,20,3,3,1,44,1,3,8,32,3,13,1,8,3,13,1,76,1,3,8,8,3,13,1,48
; Formula: a(n) = A074206(n+1)

add $0,1
seq $0,74206 ; Kalmár's [Kalmar's] problem: number of ordered factorizations of n.
